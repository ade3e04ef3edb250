import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PAGE_SLUGS } from '../../../../../shared/contracts/content';
import { DocumentsField } from '../documents-field';
import { Field, inputClass, errorAt } from '../field';
import type { KindFieldsProps } from './kind-fields-props';

export function PageFields({ form, files }: KindFieldsProps) {
  const { t } = useTranslation('content');
  const { field } = useController({ control: form.control, name: 'fields.document_ids' });
  const ids = (field.value ?? []) as string[];
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
      <DocumentsField
        documents={ids.flatMap((id) => files.documents[id] ?? [])}
        error={errorAt(form.formState.errors, 'fields.document_ids')}
        onChange={(docs) => {
          docs.forEach(files.addDocument);
          field.onChange(docs.map((d) => d.id));
        }}
      />
    </>
  );
}
