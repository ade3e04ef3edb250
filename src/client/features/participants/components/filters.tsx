import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { cn } from '../../../ui/cn';
import { useSportsByName } from '../../../lib/use-sports-by-name';
import { selectClass } from '../../../ui/select-class';
import { useCountryName } from '../../../lib/use-country-name';
import type { Delegation } from '../api/get-delegations';

/** Phones show the filter's name as its empty choice: "All delegations" does not fit a third of the row. */
export const compactClass = `${selectClass} max-sm:px-2 max-sm:text-[13px]`;

export function DelegationSelect({
  value,
  onChange,
  delegations,
  compact = false,
}: {
  value: string;
  onChange: (code: string) => void;
  delegations: Delegation[] | undefined;
  compact?: boolean;
}) {
  const { t } = useTranslation('participants');
  const { name, sortByName } = useCountryName();
  return (
    <select
      aria-label={t('filter.delegation')}
      className={compact ? compactClass : selectClass}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{t(compact ? 'filter.delegation' : 'filter.allDelegations')}</option>
      {/* Keep an address's choice visible before the list arrives. */}
      {!delegations && value && <option value={value}>{value}</option>}
      {delegations &&
        sortByName(delegations).map((d) => (
          <option key={d.code} value={d.code}>
            {name(d.code, d.name)} ({d.code})
          </option>
        ))}
    </select>
  );
}

export function DisciplineSelect({
  value,
  onChange,
  compact = false,
}: {
  value: string;
  onChange: (code: string) => void;
  compact?: boolean;
}) {
  const { t } = useTranslation('participants');
  const sports = useSportsByName();
  return (
    <select
      aria-label={t('filter.discipline')}
      className={compact ? compactClass : selectClass}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{t(compact ? 'filter.discipline' : 'filter.allDisciplines')}</option>
      {sports.map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </select>
  );
}

/** A search box with its icon and a label for screen readers (athletes, delegations). */
export function SearchField({
  label,
  value,
  onChange,
  className,
  ...input
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className' | 'type'>) {
  return (
    <label className={cn('relative block', className)}>
      <span className="sr-only">{label}</span>
      <Search
        size={18}
        aria-hidden
        className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted"
      />
      <input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cn(selectClass, 'w-full pl-10 font-normal')}
        {...input}
      />
    </label>
  );
}
