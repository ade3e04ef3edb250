import { useTranslation } from 'react-i18next';
import { ImageOff } from 'lucide-react';
import { UPLOAD_LIMITS, type ContentImage } from '../../../../shared/contracts/content';
import { useUploadFile } from '../api/upload-file';
import { ContentPicture } from '../../organisers';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { Field } from './field';

/** Picks a photo or logo, uploads it at once and shows it as readers will get it. */
export function ImageField({
  label,
  image,
  onChange,
  error,
}: {
  label: string;
  image: ContentImage | null;
  onChange: (image: ContentImage | null) => void;
  error?: string;
}) {
  const { t } = useTranslation('content');
  const upload = useUploadFile();
  return (
    <Field label={label} hint={t('form.imageHint')} error={error ?? upload.error?.message}>
      {(a11y) => (
        <div className="space-y-3">
          {image ? (
            <div className="flex items-end gap-3">
              <ContentPicture
                image={image}
                alt={t('form.preview')}
                sizes="12rem"
                className="h-28 w-48 rounded-xl border border-border bg-surface-2"
              />
              <Button variant="ghost" className="min-h-11" onClick={() => onChange(null)}>
                <ImageOff size={16} aria-hidden />
                {t('form.removeImage')}
              </Button>
            </div>
          ) : null}
          <div className="flex items-center gap-3">
            <input
              {...a11y}
              type="file"
              accept={UPLOAD_LIMITS.image.types.join(',')}
              disabled={upload.isPending}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (!file) return;
                upload.mutate(file, { onSuccess: (answer) => answer.image && onChange(answer.image) });
              }}
              className="block w-full text-sm text-muted file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-xl file:border-0 file:bg-brand-soft file:px-4 file:font-semibold file:text-fg"
            />
            {upload.isPending && <Spinner size={18} />}
          </div>
        </div>
      )}
    </Field>
  );
}
