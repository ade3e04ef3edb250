import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCompetition } from '../../../disciplines';
import { formatDay } from '../../../../lib/time';
import { cn } from '../../../../ui/cn';
import { Field, inputClass, useFieldMessage, errorAt } from '../field';
import { FormImage } from './form-image';
import { DisciplineField } from './discipline-field';
import type { KindFieldsProps } from './kind-fields-props';

export function AmbassadorFields(props: KindFieldsProps) {
  const { form } = props;
  const { t } = useTranslation('content');
  const err = (path: string) => errorAt(form.formState.errors, path);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('fields.role')} error={err('fields.role')}>
          {(a11y) => (
            <select {...a11y} {...form.register('fields.role')} className={inputClass}>
              <option value="athlete">{t('ambassadors.role.athlete')}</option>
              <option value="professor">{t('ambassadors.role.professor')}</option>
            </select>
          )}
        </Field>
        <DisciplineField {...props} />
      </div>
      <AvailableDays {...props} />
      <FormImage {...props} label={t('fields.photo')} />
    </>
  );
}

/** The games' days as checkboxes: the days the ambassador is on site. */
function AvailableDays({ form }: KindFieldsProps) {
  const { t, i18n } = useTranslation('content');
  const message = useFieldMessage();
  const days = useCompetition().data?.days ?? [];
  const { field, fieldState } = useController({ control: form.control, name: 'fields.available_days' });
  const chosen = new Set((field.value ?? []) as string[]);
  const toggle = (day: string) => {
    const next = new Set(chosen);
    if (next.has(day)) next.delete(day);
    else next.add(day);
    field.onChange([...next].sort());
  };
  const error = message(fieldState.error?.message);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{t('fields.availableDays')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {days.map((d) => (
          <label
            key={d.day}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 text-sm',
              chosen.has(d.day) ? 'border-brand bg-brand-soft' : 'border-border',
            )}
          >
            <input
              type="checkbox"
              className="size-4 accent-[var(--brand)]"
              checked={chosen.has(d.day)}
              onChange={() => toggle(d.day)}
            />
            {formatDay(d.day, i18n.language)}
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
