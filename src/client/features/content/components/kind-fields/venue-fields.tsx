import { useTranslation } from 'react-i18next';
import { useVenues } from '../../api/get-venues';
import { Field, inputClass, errorAt } from '../field';
import { AddressField } from './address-field';
import { FormImage } from './form-image';
import type { KindFieldsProps } from './kind-fields-props';

export function VenueFields(props: KindFieldsProps) {
  const { form } = props;
  const { t } = useTranslation('content');
  const venues = useVenues().data?.items ?? [];
  const err = (path: string) => errorAt(form.formState.errors, path);
  return (
    <>
      <Field label={t('fields.venue')} error={err('fields.venue_code')}>
        {(a11y) => (
          <select {...a11y} {...form.register('fields.venue_code')} className={inputClass}>
            <option value="">{t('fields.chooseVenue')}</option>
            {venues.map((v) => (
              <option key={v.code} value={v.code}>
                {v.name} · {v.city}
              </option>
            ))}
          </select>
        )}
      </Field>
      <AddressField form={form} />
      <FormImage {...props} label={t('fields.photo')} />
    </>
  );
}
