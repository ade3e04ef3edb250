import { useTranslation } from 'react-i18next';
import { FileText, X } from 'lucide-react';
import type { ContentDocumentFile } from '../../../../shared/contracts/content';
import { useUploadFile } from '../api/upload-file';
import { Spinner } from '../../../ui/spinner';
import { Field } from './field';

/** The PDFs attached to a page, in order; a new one is uploaded as soon as it is picked. */
export function DocumentsField({
  documents,
  onChange,
  error,
}: {
  documents: ContentDocumentFile[];
  onChange: (documents: ContentDocumentFile[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('content');
  const upload = useUploadFile();
  return (
    <Field label={t('form.documents')} hint={t('form.pdfHint')} error={error ?? upload.error?.message}>
      {(a11y) => (
        <div className="space-y-2">
          {documents.length > 0 && (
            <ul className="divide-y divide-border rounded-xl border border-border">
              {documents.map((d) => (
                <li key={d.id} className="flex items-center gap-3 py-1 pl-3 pr-1">
                  <FileText size={18} className="shrink-0 text-muted" aria-hidden />
                  <a href={d.url} className="min-w-0 flex-1 truncate text-sm font-medium hover:underline">
                    {d.file_name}
                  </a>
                  <button
                    type="button"
                    onClick={() => onChange(documents.filter((x) => x.id !== d.id))}
                    aria-label={t('form.removeDocument', { name: d.file_name })}
                    className="grid size-11 place-items-center rounded-lg text-muted hover:bg-surface-2"
                  >
                    <X size={18} aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="flex items-center gap-3">
            <input
              {...a11y}
              type="file"
              accept="application/pdf"
              disabled={upload.isPending}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (!file) return;
                upload.mutate(file, {
                  onSuccess: (answer) => answer.document && onChange([...documents, answer.document]),
                });
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
