import { useTranslation } from 'react-i18next';
import { useSportsByName } from '../../../lib/use-sports-by-name';
import { selectClass } from '../../../ui/select-class';

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
  const options = useSportsByName();
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
      {options.map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </select>
  );
}
