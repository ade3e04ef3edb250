import { useState } from 'react';
import { useController, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useVenues } from '../../api/get-venues';
import { parseDepartures } from '../../lib/form-values';
import { cn } from '../../../../ui/cn';
import { Field, inputClass, useFieldMessage, errorAt } from '../field';
import { nullIfEmpty, type KindFieldsProps } from './kind-fields-props';
import { EntryActions, ListEnd, listErrorAt } from './list-editing';

export function TransportLineFields({ form }: KindFieldsProps) {
  return (
    <>
      <LineColorField form={form} />
      <Stops form={form} />
      <Departures form={form} />
    </>
  );
}

/** A colour the line can be drawn in: the same six-digit form the server accepts. */
const LINE_COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * The line's colour, typed or picked. The swatch is the picker (an invisible native colour
 * input laid over it) and follows the field as it is typed; while the typing is not a colour
 * yet it shows a neutral, struck-through square rather than a colour the line will not have.
 */
export function LineColorField({ form }: Pick<KindFieldsProps, 'form'>) {
  const { t } = useTranslation('content');
  const typed = useWatch({ control: form.control, name: 'fields.color' }) as unknown;
  const color = typeof typed === 'string' && LINE_COLOR.test(typed) ? typed.toLowerCase() : null;
  return (
    <Field label={t('fields.color')} error={errorAt(form.formState.errors, 'fields.color')}>
      {(a11y) => (
        <div className="flex items-center gap-3">
          <span
            data-testid="line-swatch"
            data-color={color ?? ''}
            className={cn(
              'relative block size-11 shrink-0 overflow-hidden rounded-xl border border-border focus-within:ring-2 focus-within:ring-brand',
              !color &&
                'bg-surface-2 bg-[linear-gradient(135deg,transparent_46%,var(--border)_46%,var(--border)_54%,transparent_54%)]',
            )}
            style={color ? { backgroundColor: color } : undefined}
          >
            <input
              type="color"
              aria-label={t('fields.colorPicker')}
              value={color ?? '#000000'}
              onChange={(e) =>
                form.setValue('fields.color', e.target.value, { shouldDirty: true, shouldValidate: true })
              }
              className="absolute inset-0 size-full cursor-pointer opacity-0"
            />
          </span>
          <input
            {...a11y}
            {...form.register('fields.color')}
            className={cn(inputClass, 'max-w-32 font-mono')}
          />
        </div>
      )}
    </Field>
  );
}

/** The line's stops in order, each with its venue and minutes after the first stop. */
function Stops({ form }: Pick<KindFieldsProps, 'form'>) {
  const { t } = useTranslation('content');
  const message = useFieldMessage();
  const venues = useVenues().data?.items ?? [];
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'fields.stops' });
  const errors = form.formState.errors;
  const listError = message(listErrorAt(errors, 'fields.stops'));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{t('fields.stops')}</legend>
      <ol className="space-y-2">
        {fields.map((stop, i) => {
          const nameError = message(errorAt(errors, `fields.stops.${i}.name`));
          return (
            <li key={stop.id} className="rounded-xl border border-border p-3">
              <div className="grid gap-2 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_6rem]">
                <label className="space-y-1 text-xs font-semibold">
                  {t('fields.stopName', { number: i + 1 })}
                  <input
                    {...form.register(`fields.stops.${i}.name`)}
                    aria-invalid={nameError ? true : undefined}
                    className={inputClass}
                  />
                </label>
                <label className="space-y-1 text-xs font-semibold">
                  {t('fields.venue')}
                  <select
                    {...form.register(`fields.stops.${i}.venue_code`, { setValueAs: nullIfEmpty })}
                    className={inputClass}
                  >
                    <option value="">{t('fields.noVenue')}</option>
                    {venues.map((v) => (
                      <option key={v.code} value={v.code}>
                        {v.name}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="space-y-1 text-xs font-semibold">
                  {t('fields.offset')}
                  <input
                    type="number"
                    min={0}
                    max={600}
                    {...form.register(`fields.stops.${i}.offset_min`, { valueAsNumber: true })}
                    className={inputClass}
                  />
                </label>
              </div>
              {nameError && (
                <p role="alert" className="mt-1 text-sm text-danger">
                  {nameError}
                </p>
              )}
              <div className="mt-2 flex justify-end gap-1">
                <EntryActions
                  onUp={i > 0 ? () => move(i, i - 1) : undefined}
                  onDown={i < fields.length - 1 ? () => move(i, i + 1) : undefined}
                  onRemove={() => remove(i)}
                  labels={{
                    up: t('list.moveUp', { title: t('fields.stopName', { number: i + 1 }) }),
                    down: t('list.moveDown', { title: t('fields.stopName', { number: i + 1 }) }),
                    remove: t('fields.removeStop', { number: i + 1 }),
                  }}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <ListEnd
        error={listError}
        onAdd={() =>
          append({
            name: '',
            venue_code: null,
            offset_min:
              ((form.getValues(`fields.stops.${fields.length - 1}.offset_min`) as number | undefined) ?? 0) +
              5,
          })
        }
      >
        {t('fields.addStop')}
      </ListEnd>
    </fieldset>
  );
}

/** Departure times typed freely; the form keeps them as a list and the typing as typed. */
function Departures({ form }: Pick<KindFieldsProps, 'form'>) {
  const { t } = useTranslation('content');
  const { field, fieldState } = useController({ control: form.control, name: 'fields.departures' });
  const [text, setText] = useState(() => ((field.value ?? []) as string[]).join(', '));
  const elementError = Array.isArray(fieldState.error)
    ? (fieldState.error as ({ message?: string } | undefined)[]).find(Boolean)?.message
    : undefined;
  return (
    <Field
      label={t('fields.departures')}
      hint={t('fields.departuresHint')}
      error={fieldState.error?.message ?? elementError}
    >
      {(a11y) => (
        <textarea
          {...a11y}
          rows={3}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            field.onChange(parseDepartures(e.target.value));
          }}
          onBlur={field.onBlur}
          className={cn(inputClass, 'py-2.5 font-mono')}
        />
      )}
    </Field>
  );
}
