import { useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  venueCreateSchema,
  venueInputSchema,
  type AdminVenue,
  type VenueCreate,
} from '../../../../shared/contracts/venues';
import { venueMessage } from '../../../../shared/i18n/venue-messages';
import type { LocaleTag } from '../../../../shared/domain/locales';
import type { ContentImage } from '../../../../shared/contracts/content';
import { useServerFieldErrors } from '../../auth';
import { EditorFooter, errorAt, Field, ImageField, inputClass } from '../../content';
import { notify } from '../../../lib/notify';
import { Card } from '../../../ui/card';
import { MapPicker } from '../../../ui/map/map-picker';
import { useSaveVenue } from '../api/save-venue';
import {
  numberOrNull,
  VENUE_LANGUAGES,
  venueFormValues,
  type VenueForm,
  type VenueFormValues,
} from './venue-form';

/** The form is checked by the shared contract; an edit sends everything but the code. */
const resolvers = {
  create: zodResolver(venueCreateSchema),
  edit: zodResolver(venueInputSchema.extend({ code: venueCreateSchema.shape.code.optional() })),
};

/** Creates a venue or edits one: its names per language, city, address, coordinates and photo. */
export function VenueEditor({
  venue,
  centre,
  onClose,
}: {
  venue?: AdminVenue;
  centre: [number, number] | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('venues-admin');
  const save = useSaveVenue();
  const form: VenueForm = useForm<VenueFormValues, unknown, VenueCreate>({
    resolver: (venue ? resolvers.edit : resolvers.create) as never,
    defaultValues: venueFormValues(venue),
  });
  useServerFieldErrors(save.error, form.setError);
  const [image, setImage] = useState<ContentImage | null>(venue?.image ?? null);
  const photo = useController({ control: form.control, name: 'image_id' });
  // The contract's messages are keys of the venues catalogue; the server's are sentences already.
  const err = (path: string) => {
    const message = errorAt(form.formState.errors, path);
    return message && (venueMessage(message, i18n.language as LocaleTag) ?? message);
  };
  const [latitude, longitude] = useWatch({ control: form.control, name: ['latitude', 'longitude'] });
  const pick = (lat: number, lng: number) => {
    form.setValue('latitude', lat, { shouldValidate: true, shouldDirty: true });
    form.setValue('longitude', lng, { shouldValidate: true, shouldDirty: true });
  };
  const onSubmit = form.handleSubmit(async ({ code, ...input }) => {
    await save.mutateAsync(venue ? { code: venue.code, input } : { input: { code, ...input } });
    void notify.success(t(venue ? 'saved' : 'created'));
    onClose();
  });
  const number = (name: 'latitude' | 'longitude') => (
    <Field label={t(name)} hint={t(`${name}Hint`)} error={err(name)}>
      {(a11y) => (
        <input
          {...a11y}
          inputMode="decimal"
          autoComplete="off"
          {...form.register(name, { setValueAs: numberOrNull })}
          className={inputClass}
        />
      )}
    </Field>
  );
  return (
    <Card className="p-4 sm:p-5">
      <form
        onSubmit={(e) => void onSubmit(e).catch(() => undefined)}
        noValidate
        className="space-y-5"
        aria-labelledby="venue-editor-title"
      >
        <h2 id="venue-editor-title" className="text-lg font-semibold">
          {venue ? t('editTitle', { name: venue.names.en }) : t('newTitle')}
        </h2>
        {venue ? (
          <p className="text-sm text-muted">
            {t('code')}: <span className="font-mono font-semibold text-fg">{venue.code}</span>
          </p>
        ) : (
          <Field label={t('code')} hint={t('codeHint')} error={err('code')}>
            {(a11y) => (
              <input
                {...a11y}
                autoComplete="off"
                autoCapitalize="characters"
                {...form.register('code', { setValueAs: (v: string) => v.trim().toUpperCase() })}
                className={`${inputClass} font-mono uppercase`}
              />
            )}
          </Field>
        )}
        <fieldset className="space-y-3">
          <legend className="mb-1 text-sm font-semibold">{t('names')}</legend>
          <p className="text-xs text-muted">{t('namesHint')}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            {VENUE_LANGUAGES.map((l) => (
              <Field key={l} label={t(`language.${l}`)} error={err(`names.${l}`)}>
                {(a11y) => (
                  <input
                    {...a11y}
                    lang={l}
                    autoComplete="off"
                    {...form.register(`names.${l}`)}
                    placeholder={l === 'en' ? undefined : t('fallsBack')}
                    className={inputClass}
                  />
                )}
              </Field>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t('city')} error={err('city')}>
            {(a11y) => (
              <input {...a11y} autoComplete="off" {...form.register('city')} className={inputClass} />
            )}
          </Field>
          <Field label={t('address')} error={err('address')}>
            {(a11y) => (
              <input {...a11y} autoComplete="off" {...form.register('address')} className={inputClass} />
            )}
          </Field>
        </div>
        <fieldset className="space-y-3">
          <legend className="mb-1 text-sm font-semibold">{t('coordinates')}</legend>
          <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2">
            {number('latitude')}
            {number('longitude')}
          </div>
          <MapPicker
            latitude={typeof latitude === 'number' ? latitude : null}
            longitude={typeof longitude === 'number' ? longitude : null}
            center={centre}
            label={t('mapLabel')}
            hint={t('mapHint')}
            unavailable={t('mapUnavailable')}
            onPick={pick}
          />
        </fieldset>
        <ImageField
          label={t('photo')}
          image={image}
          error={err('image_id')}
          onChange={(next) => {
            setImage(next);
            photo.field.onChange(next?.id ?? null);
          }}
        />
        <EditorFooter
          error={save.error}
          pending={save.isPending}
          onCancel={onClose}
          cancelLabel={t('cancel')}
          submitLabel={t(venue ? 'save' : 'create')}
        />
      </form>
    </Card>
  );
}
