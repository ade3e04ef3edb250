import { useTranslation } from 'react-i18next';
import { Field, inputClass, errorAt } from '../field';
import type { KindFieldsProps } from './kind-fields-props';

/** The street address a place or a venue is found at. */
export function AddressField({ form }: Pick<KindFieldsProps, 'form'>) {
  const { t } = useTranslation('content');
  return (
    <Field label={t('fields.address')} error={errorAt(form.formState.errors, 'fields.address')}>
      {(a11y) => <input {...a11y} {...form.register('fields.address')} className={inputClass} />}
    </Field>
  );
}
