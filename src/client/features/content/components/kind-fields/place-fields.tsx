import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PLACE_TYPES } from '../../../../../shared/contracts/content';
import { Field, inputClass, errorAt } from '../field';
import { AddressField } from './address-field';
import { FormImage } from './form-image';
import { numberOrNull, type KindFieldsProps } from './kind-fields-props';
import { centreOf, MapPicker } from '../../../../ui/map/map-picker';
import { useVenues } from '../../api/get-venues';

export function PlaceFields(props: KindFieldsProps) {
  const { form } = props;
  const { t } = useTranslation('content');
  const err = (path: string) => errorAt(form.formState.errors, path);
  const [latitude, longitude] = useWatch({
    control: form.control,
    name: ['fields.latitude', 'fields.longitude'],
  });
  const venues = useVenues().data?.items ?? [];
  const coordinate = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  return (
    <>
      <Field label={t('fields.placeType')} error={err('fields.type')}>
        {(a11y) => (
          <select {...a11y} {...form.register('fields.type')} className={inputClass}>
            {PLACE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`placeTypes.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <AddressField form={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('fields.phone')} error={err('fields.phone')}>
          {(a11y) => <input {...a11y} type="tel" {...form.register('fields.phone')} className={inputClass} />}
        </Field>
        <Field label={t('fields.hours')} hint={t('fields.hoursHint')} error={err('fields.hours')}>
          {(a11y) => <input {...a11y} {...form.register('fields.hours')} className={inputClass} />}
        </Field>
        <Field label={t('fields.latitude')} error={err('fields.latitude')}>
          {(a11y) => (
            <input
              {...a11y}
              inputMode="decimal"
              {...form.register('fields.latitude', { setValueAs: numberOrNull })}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('fields.longitude')} error={err('fields.longitude')}>
          {(a11y) => (
            <input
              {...a11y}
              inputMode="decimal"
              {...form.register('fields.longitude', { setValueAs: numberOrNull })}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <MapPicker
        latitude={coordinate(latitude)}
        longitude={coordinate(longitude)}
        center={centreOf(venues)}
        label={t('fields.mapLabel')}
        hint={t('fields.mapHint')}
        unavailable={t('fields.mapUnavailable')}
        onPick={(lat, lng) => {
          form.setValue('fields.latitude', lat, { shouldValidate: true, shouldDirty: true });
          form.setValue('fields.longitude', lng, { shouldValidate: true, shouldDirty: true });
        }}
      />
      <FormImage {...props} label={t('fields.photo')} />
    </>
  );
}
