import { useTranslation } from 'react-i18next';
import { DISCIPLINE_CODES } from '../../../../shared/domain/disciplines';

export const selectClass =
  'h-9 rounded-xl border border-border bg-surface px-3 text-sm font-medium text-fg focus-visible:outline-2';

/** Pick a sport (or all sports when allowed). */
export function DisciplineSelect({
  value,
  onChange,
  allowAll = true,
  id,
}: {
  value: string;
  onChange: (code: string) => void;
  allowAll?: boolean;
  id?: string;
}) {
  const { t } = useTranslation('schedule');
  const { t: tc } = useTranslation();
  const options = [...DISCIPLINE_CODES].sort((a, b) =>
    tc(`disciplines.${a}`).localeCompare(tc(`disciplines.${b}`)),
  );
  return (
    <select
      id={id}
      aria-label={t('filter.discipline')}
      className={selectClass}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      {allowAll ? (
        <option value="">{t('filter.allDisciplines')}</option>
      ) : (
        !value && <option value="">—</option>
      )}
      {options.map((code) => (
        <option key={code} value={code}>
          {tc(`disciplines.${code}`)}
        </option>
      ))}
    </select>
  );
}
