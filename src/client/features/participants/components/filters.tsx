import { useTranslation } from 'react-i18next';
import { DISCIPLINE_CODES } from '../../../../shared/domain/disciplines';
import type { Delegation } from '../api/get-delegations';

export const selectClass =
  'h-10 min-w-0 rounded-xl border border-border bg-surface px-3 text-sm font-medium text-fg focus-visible:outline-2';

export function DelegationSelect({
  value,
  onChange,
  delegations,
}: {
  value: string;
  onChange: (code: string) => void;
  delegations: Delegation[] | undefined;
}) {
  const { t } = useTranslation('participants');
  return (
    <select
      aria-label={t('filter.delegation')}
      className={selectClass}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{t('filter.allDelegations')}</option>
      {/* Keep an address's choice visible before the list arrives. */}
      {!delegations && value && <option value={value}>{value}</option>}
      {delegations?.map((d) => (
        <option key={d.code} value={d.code}>
          {d.name} ({d.code})
        </option>
      ))}
    </select>
  );
}

export function DisciplineSelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation('participants');
  const { t: tc } = useTranslation();
  const sports = [...DISCIPLINE_CODES].sort((a, b) =>
    tc(`disciplines.${a}`).localeCompare(tc(`disciplines.${b}`)),
  );
  return (
    <select
      aria-label={t('filter.discipline')}
      className={selectClass}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{t('filter.allDisciplines')}</option>
      {sports.map((code) => (
        <option key={code} value={code}>
          {tc(`disciplines.${code}`)}
        </option>
      ))}
    </select>
  );
}
