import { useTranslation } from 'react-i18next';
import { PAGE_SLUGS } from '../../../../../shared/contracts/content';
import { Field, inputClass, errorAt } from '../field';
import { FormDocuments } from './form-documents';
import type { KindFieldsProps } from './kind-fields-props';

export function PageFields(props: KindFieldsProps) {
  const { form } = props;
  const { t } = useTranslation('content');
  return (
    <>
      <Field label={t('fields.slug')} error={errorAt(form.formState.errors, 'fields.slug')}>
        {(a11y) => (
          <select {...a11y} {...form.register('fields.slug')} className={inputClass}>
            {PAGE_SLUGS.map((slug) => (
              <option key={slug} value={slug}>
                {t(`pageSlugs.${slug}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormDocuments {...props} />
    </>
  );
}
