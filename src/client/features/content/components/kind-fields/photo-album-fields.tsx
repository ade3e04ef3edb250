import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_LANGUAGES,
  UPLOAD_LIMITS,
  type ContentLanguage,
} from '../../../../../shared/contracts/content';
import { useUploadPhoto } from '../../api/upload-file';
import { ContentPicture } from '../../../organisers';
import { cn } from '../../../../ui/cn';
import { Spinner } from '../../../../ui/spinner';
import { Field, inputClass, errorAt, useFieldMessage } from '../field';
import { DisciplineField } from './discipline-field';
import type { KindFieldsProps } from './kind-fields-props';
import { LanguagePicker } from './language-picker';
import { EntryActions, listErrorAt } from './list-editing';

/** An album: the day and sport it shows, then its photos in order, each public or for its delegation only. */
export function PhotoAlbumFields(props: KindFieldsProps) {
  const { form } = props;
  const { t } = useTranslation('content');
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('photoAlbum.day')} error={errorAt(form.formState.errors, 'fields.day')}>
          {(a11y) => <input {...a11y} type="date" {...form.register('fields.day')} className={inputClass} />}
        </Field>
        <DisciplineField {...props} />
      </div>
      <Photos {...props} />
    </>
  );
}

function Photos({ form, files }: KindFieldsProps) {
  const { t } = useTranslation('content');
  const message = useFieldMessage();
  const upload = useUploadPhoto();
  const [pending, setPending] = useState(0);
  const [lang, setLang] = useState<ContentLanguage>('en');
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'fields.photos' });
  const errors = form.formState.errors;
  // Several pictures at once, one after the other: each is re-encoded on the server.
  const add = async (list: File[]) => {
    setPending(list.length);
    for (const file of list) {
      const answer = await upload.mutateAsync(file).catch(() => null);
      setPending((n) => n - 1);
      if (!answer?.image) continue;
      files.addImage(answer.image);
      append({
        image_id: answer.image.id,
        caption: { en: '', es: '', pt: '', az: '' },
        delegation_only: false,
      });
    }
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{t('photoAlbum.photos')}</legend>
      {fields.length > 0 && (
        <LanguagePicker value={lang} onChange={setLang} label={t('photoAlbum.captionLanguage')} />
      )}
      <ol className="space-y-2">
        {fields.map((photo, i) => {
          const image = files.images[photo.image_id];
          const name = t('photoAlbum.photo', { number: i + 1 });
          return (
            <li
              key={photo.id}
              className="grid grid-cols-[7rem_minmax(0,1fr)] gap-3 rounded-xl border border-border p-3 sm:grid-cols-[7rem_minmax(0,1fr)_auto]"
            >
              {image ? (
                <ContentPicture
                  image={image}
                  alt={name}
                  sizes="7rem"
                  className="h-20 w-28 rounded-lg bg-surface-2"
                />
              ) : (
                <span className="h-20 w-28 rounded-lg bg-surface-2" />
              )}
              {/* On a phone the texts go under the picture and its buttons, at full width. */}
              <div className="col-span-2 space-y-2 sm:col-span-1 sm:col-start-2 sm:row-start-1">
                <div className="space-y-1 text-xs font-semibold">
                  <span aria-hidden className="block">
                    {t('photoAlbum.caption', { number: i + 1 })}
                  </span>
                  {/* Every language stays registered so switching languages never loses typing. */}
                  {CONTENT_LANGUAGES.map((l) => (
                    <input
                      key={l}
                      hidden={l !== lang}
                      lang={l}
                      aria-label={t('photoAlbum.caption', { number: i + 1 })}
                      {...form.register(`fields.photos.${i}.caption.${l}`)}
                      className={cn(inputClass, 'font-normal')}
                    />
                  ))}
                </div>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
                  <input
                    type="checkbox"
                    className="size-5 accent-[var(--brand)]"
                    {...form.register(`fields.photos.${i}.delegation_only`)}
                  />
                  <span>
                    <span className="block font-semibold">{t('photoAlbum.delegationOnly')}</span>
                    <span className="block text-xs text-muted">{t('photoAlbum.delegationOnlyHint')}</span>
                  </span>
                </label>
              </div>
              <div className="col-start-2 row-start-1 flex items-start justify-end gap-1 sm:col-start-3">
                <EntryActions
                  onUp={i > 0 ? () => move(i, i - 1) : undefined}
                  onDown={i < fields.length - 1 ? () => move(i, i + 1) : undefined}
                  onRemove={() => remove(i)}
                  labels={{
                    up: t('list.moveUp', { title: name }),
                    down: t('list.moveDown', { title: name }),
                    remove: t('photoAlbum.remove', { number: i + 1 }),
                  }}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <Field
        label={t('photoAlbum.add')}
        hint={t('photoAlbum.addHint')}
        error={message(listErrorAt(errors, 'fields.photos')) ?? upload.error?.message}
      >
        {(a11y) => (
          <div className="flex items-center gap-3">
            <input
              {...a11y}
              type="file"
              multiple
              accept={UPLOAD_LIMITS.image.types.join(',')}
              disabled={pending > 0}
              onChange={(e) => {
                const list = [...(e.target.files ?? [])];
                e.target.value = '';
                if (list.length > 0) void add(list);
              }}
              className="block w-full text-sm text-muted file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-xl file:border-0 file:bg-brand-soft file:px-4 file:font-semibold file:text-fg"
            />
            {pending > 0 && <Spinner size={18} />}
          </div>
        )}
      </Field>
    </fieldset>
  );
}
