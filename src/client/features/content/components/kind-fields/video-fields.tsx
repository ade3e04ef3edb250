import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UPLOAD_LIMITS } from '../../../../../shared/contracts/content';
import { useUploadFile } from '../../api/upload-file';
import { Field, errorAt, inputClass } from '../field';
import { Spinner } from '../../../../ui/spinner';
import { DisciplineField } from './discipline-field';
import { FormImage } from './form-image';
import { nullIfEmpty, numberOrNull, type KindFieldsProps } from './kind-fields-props';

const checkboxRow = 'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-border px-3';

/**
 * An official video: the uploaded file and/or a live stream (HLS) with what makes it live, a
 * thumbnail and the length. An upload fills in the thumbnail and the length when the server
 * made them (it has ffmpeg); otherwise the organiser picks and types them.
 */
export function VideoFields(props: KindFieldsProps) {
  const { form, files } = props;
  const { t } = useTranslation('content');
  const err = (path: string) => errorAt(form.formState.errors, path);
  const upload = useUploadFile();
  const { field: videoId } = useController({ control: form.control, name: 'fields.video_id' });
  const current = videoId.value ? files.videos[videoId.value as string] : undefined;
  return (
    <>
      <DisciplineField {...props} />
      <Field
        label={t('video.file')}
        hint={current ? t('video.fileCurrent', { name: current.file_name }) : t('video.fileHint')}
        error={err('fields.video_id') ?? upload.error?.message}
      >
        {(a11y) => (
          <div className="flex items-center gap-3">
            <input
              {...a11y}
              type="file"
              accept={UPLOAD_LIMITS.video.types.join(',')}
              disabled={upload.isPending}
              data-testid="video-upload"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (!file) return;
                upload.mutate(file, {
                  onSuccess: ({ video }) => {
                    if (!video) return;
                    files.addVideo(video);
                    videoId.onChange(video.id);
                    if (video.duration_s !== null) form.setValue('fields.duration_s', video.duration_s);
                    if (video.poster) {
                      files.addImage(video.poster);
                      form.setValue('fields.image_id', video.poster.id);
                    }
                  },
                });
              }}
              className="block w-full text-sm text-muted file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-xl file:border-0 file:bg-brand-soft file:px-4 file:font-semibold file:text-fg"
            />
            {upload.isPending && <Spinner size={18} />}
          </div>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('video.streamUrl')} hint={t('video.streamUrlHint')} error={err('fields.stream_url')}>
          {(a11y) => (
            <input
              {...a11y}
              type="url"
              {...form.register('fields.stream_url', { setValueAs: nullIfEmpty })}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('video.unitCode')} hint={t('video.unitCodeHint')} error={err('fields.unit_code')}>
          {(a11y) => (
            <input
              {...a11y}
              {...form.register('fields.unit_code', { setValueAs: nullIfEmpty })}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('video.duration')} hint={t('video.durationHint')} error={err('fields.duration_s')}>
          {(a11y) => (
            <input
              {...a11y}
              type="number"
              min={0}
              inputMode="numeric"
              {...form.register('fields.duration_s', { setValueAs: numberOrNull })}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <label className={checkboxRow}>
        <input type="checkbox" className="size-5 accent-[var(--brand)]" {...form.register('fields.on_air')} />
        <span>
          <span className="block text-sm font-semibold">{t('video.onAir')}</span>
          <span className="block text-xs text-muted">{t('video.onAirHint')}</span>
        </span>
      </label>
      <label className={checkboxRow}>
        <input
          type="checkbox"
          className="size-5 accent-[var(--brand)]"
          {...form.register('fields.safe_sport')}
        />
        <span>
          <span className="block text-sm font-semibold">{t('video.safeSport')}</span>
          <span className="block text-xs text-muted">{t('video.safeSportHint')}</span>
        </span>
      </label>
      <FormImage {...props} label={t('video.thumbnail')} />
    </>
  );
}
