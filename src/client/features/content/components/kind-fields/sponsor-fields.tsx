import { useTranslation } from 'react-i18next';
import { SPONSOR_TIERS } from '../../../../../shared/contracts/content';
import { Field, inputClass, errorAt } from '../field';
import { FormImage } from './form-image';
import type { KindFieldsProps } from './kind-fields-props';

export function SponsorFields(props: KindFieldsProps) {
  const { form } = props;
  const { t } = useTranslation('content');
  const err = (path: string) => errorAt(form.formState.errors, path);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('fields.tier')} error={err('fields.tier')}>
          {(a11y) => (
            <select
              {...a11y}
              {...form.register('fields.tier', { setValueAs: Number })}
              className={inputClass}
            >
              {SPONSOR_TIERS.map((tier) => (
                <option key={tier} value={tier}>
                  {t(`sponsors.tier.${tier}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('fields.url')} error={err('fields.url')}>
          {(a11y) => <input {...a11y} type="url" {...form.register('fields.url')} className={inputClass} />}
        </Field>
      </div>
      <FormImage {...props} label={t('fields.logo')} />
    </>
  );
}
