import { useState } from 'react';
import { useController, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../../../../shared/contracts/content';
import { UPLOAD_LIMITS } from '../../../../../shared/contracts/content';
import { COURSE_LIMITS, LESSON_TYPES } from '../../../../../shared/domain/course-values';
import { Spinner } from '../../../../ui/spinner';
import { useUploadFile } from '../../api/upload-file';
import { DocumentsField } from '../documents-field';
import { Field, errorAt, inputClass, useFieldMessage } from '../field';
import { FormImage } from './form-image';
import { nullIfEmpty, numberOrNull, type KindFieldsProps } from './kind-fields-props';
import { LanguagePicker } from './language-picker';
import { EntryActions, ListEnd, listErrorAt } from './list-editing';

/** An id for a new lesson, unique within the course: the readers' progress is kept by it. */
const newLesson = () => ({
  id: `l${Math.random().toString(36).slice(2, 8)}`,
  type: 'video' as const,
  title: { en: '', es: '', pt: '', az: '' },
  minutes: null,
  document_id: null,
  video_url: null,
});

const fileInput =
  'block w-full text-sm text-muted file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-xl file:border-0 file:bg-brand-soft file:px-4 file:font-semibold file:text-fg';

/**
 * A course's own fields: its picture and its lessons in order, each a video (uploaded, or
 * an address) or a PDF. The title and the description are the item's texts above; lesson
 * titles are edited one language at a time.
 */
export function CourseFields(props: KindFieldsProps) {
  const { form } = props;
  const { t } = useTranslation('content');
  const message = useFieldMessage();
  const [lang, setLang] = useState<ContentLanguage>('en');
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'fields.lessons' });
  return (
    <>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">{t('course.lessons')}</legend>
        <p className="text-xs text-muted">{t('course.lessonsHint')}</p>
        <LanguagePicker value={lang} onChange={setLang} label={t('course.editLanguage')} />
        <ol className="space-y-3">
          {fields.map((lesson, i) => (
            <li key={lesson.id} className="rounded-xl border border-border p-3" data-testid="course-lesson">
              <Lesson
                {...props}
                index={i}
                lang={lang}
                onUp={i > 0 ? () => move(i, i - 1) : undefined}
                onDown={i < fields.length - 1 ? () => move(i, i + 1) : undefined}
                onRemove={fields.length > 1 ? () => remove(i) : undefined}
              />
            </li>
          ))}
        </ol>
        <ListEnd
          error={message(listErrorAt(form.formState.errors, 'fields.lessons'))}
          disabled={fields.length >= COURSE_LIMITS.lessons.max}
          onAdd={() => append(newLesson())}
        >
          {t('course.addLesson')}
        </ListEnd>
      </fieldset>
      <FormImage {...props} label={t('course.picture')} />
    </>
  );
}

function Lesson({
  form,
  files,
  index,
  lang,
  onUp,
  onDown,
  onRemove,
}: KindFieldsProps & {
  index: number;
  lang: ContentLanguage;
  onUp?: () => void;
  onDown?: () => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation('content');
  const message = useFieldMessage();
  const base = `fields.lessons.${index}` as const;
  const err = (path: string) => errorAt(form.formState.errors, `${base}.${path}`);
  const type = useWatch({ control: form.control, name: `${base}.type` });
  const n = index + 1;
  const titleError = message(err(`title.${lang}`));
  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <div className="flex items-center gap-1">
          <span className="min-w-0 flex-1 text-sm font-semibold" aria-hidden>
            {t('course.lessonTitle', { n })}
          </span>
          <EntryActions
            onUp={onUp}
            onDown={onDown}
            onRemove={onRemove}
            labels={{
              up: t('course.up', { n }),
              down: t('course.down', { n }),
              remove: t('course.remove', { n }),
            }}
          />
        </div>
        {CONTENT_LANGUAGES.map((l) => (
          <input
            key={l}
            hidden={l !== lang}
            lang={l}
            aria-label={t('course.lessonTitle', { n })}
            aria-invalid={l === lang && titleError ? true : undefined}
            {...form.register(`${base}.title.${l}`)}
            className={inputClass}
          />
        ))}
      </div>
      {titleError && (
        <p role="alert" className="text-sm text-danger">
          {titleError}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('course.type')} error={err('type')}>
          {(a11y) => (
            <select {...a11y} {...form.register(`${base}.type`)} className={inputClass}>
              {LESSON_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`course.types.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('course.minutes')} error={err('minutes')}>
          {(a11y) => (
            <input
              {...a11y}
              type="number"
              min={1}
              max={600}
              inputMode="numeric"
              {...form.register(`${base}.minutes`, { setValueAs: numberOrNull })}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      {type === 'document' ? (
        <LessonDocument form={form} files={files} base={base} />
      ) : (
        <LessonVideo form={form} base={base} error={err('video_url')} />
      )}
    </div>
  );
}

/** A document lesson's one PDF, uploaded as soon as it is picked. */
function LessonDocument({ form, files, base }: KindFieldsProps & { base: `fields.lessons.${number}` }) {
  const { field } = useController({ control: form.control, name: `${base}.document_id` });
  const id = field.value as string | null | undefined;
  const doc = id ? files.documents[id] : undefined;
  return (
    <DocumentsField
      documents={doc ? [doc] : []}
      error={errorAt(form.formState.errors, `${base}.document_id`)}
      onChange={(docs) => {
        const last = docs.at(-1);
        if (last) files.addDocument(last);
        field.onChange(last?.id ?? null);
      }}
    />
  );
}

/** A video lesson: an upload (its address is filled in) or the address of a video elsewhere. */
function LessonVideo({
  form,
  base,
  error,
}: Pick<KindFieldsProps, 'form'> & { base: `fields.lessons.${number}`; error?: string }) {
  const { t } = useTranslation('content');
  const upload = useUploadFile();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label={t('course.videoUrl')} hint={t('course.videoUrlHint')} error={error}>
        {(a11y) => (
          <input
            {...a11y}
            {...form.register(`${base}.video_url`, { setValueAs: nullIfEmpty })}
            className={inputClass}
          />
        )}
      </Field>
      <Field label={t('course.videoFile')} error={upload.error?.message}>
        {(a11y) => (
          <div className="flex items-center gap-3">
            <input
              {...a11y}
              type="file"
              accept={UPLOAD_LIMITS.video.types.join(',')}
              disabled={upload.isPending}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (!file) return;
                upload.mutate(file, {
                  onSuccess: ({ video }) =>
                    video && form.setValue(`${base}.video_url`, video.url, { shouldDirty: true }),
                });
              }}
              className={fileInput}
            />
            {upload.isPending && <Spinner size={18} />}
          </div>
        )}
      </Field>
    </div>
  );
}
