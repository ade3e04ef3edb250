import { useTranslation } from 'react-i18next';
import { DISCIPLINE_CODES } from '../../../../../shared/domain/disciplines';
import { useDisciplines } from '../../../disciplines';
import { Field, inputClass, errorAt } from '../field';
import { nullIfEmpty, type KindFieldsProps } from './kind-fields-props';

/** The optional discipline of an item (an ambassador, a trivia): the games' sports by name. */
export function DisciplineField({ form }: KindFieldsProps) {
  const { t, i18n } = useTranslation('content');
  const disciplines = useDisciplines().data?.items ?? [];
  const lang = i18n.language.slice(0, 2) as 'en';
  return (
    <Field label={t('fields.discipline')} error={errorAt(form.formState.errors, 'fields.discipline')}>
      {(a11y) => (
        <select
          {...a11y}
          {...form.register('fields.discipline', { setValueAs: nullIfEmpty })}
          className={inputClass}
        >
          <option value="">{t('fields.noDiscipline')}</option>
          {DISCIPLINE_CODES.map((code) => {
            const d = disciplines.find((x) => x.code === code);
            return (
              <option key={code} value={code}>
                {d ? (d.names[lang] ?? d.names.en) : code}
              </option>
            );
          })}
        </select>
      )}
    </Field>
  );
}
