import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Eye, FileText } from 'lucide-react';
import { buttonClass } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { isPdf, isSameOrigin, type FileRef } from '../lib/file-ref';
import { useFileDownload } from '../use-file-download';
import { DownloadLink } from './download-link';
import { DownloadProgress } from './download-progress';
import { PdfViewer } from './pdf-viewer';

export interface DocumentFileProps {
  file: FileRef;
  /** Shown instead of the file name. */
  title?: string;
  /** A second line under the title; the size is added when it is known. */
  meta?: ReactNode;
  /** Draw the PDF in the page (with its download below) instead of a row that opens it. */
  inline?: boolean;
  /** The inline download's text, when the page has its own words for it. */
  downloadText?: string;
}

/**
 * A document wherever one is offered: a row with its name and size that opens the PDF inside
 * the app and downloads it (progress for big files, saved to Documents in the native shells),
 * or, `inline`, the PDF itself with its download.
 */
export function DocumentFile({ file, title, meta, inline, downloadText }: DocumentFileProps) {
  const { t, i18n } = useTranslation('files');
  const state = useFileDownload();
  const [open, setOpen] = useState(false);
  const name = title ?? file.file_name;
  // Another site's PDF cannot be read by the page (CORS): its link opens it instead.
  const pdf = isPdf(file) && isSameOrigin(file.url);

  if (inline) {
    const link = (
      <DownloadLink file={file} state={state} className={buttonClass('secondary', 'md', 'min-h-11')}>
        <Download size={16} aria-hidden />
        {downloadText ?? t('download')}
      </DownloadLink>
    );
    return (
      <div className="space-y-3" data-testid="document-file">
        {pdf ? <PdfViewer key={file.url} url={file.url} title={name} actions={link} /> : link}
        <DownloadProgress progress={state.progress} name={name} />
      </div>
    );
  }

  const size = file.bytes
    ? new Intl.NumberFormat(i18n.language, {
        style: 'unit',
        unit: 'megabyte',
        maximumFractionDigits: 1,
      }).format(Math.max(file.bytes, 100_000) / 1_000_000)
    : null;
  const details = [meta, size].filter(Boolean);
  return (
    <div className="space-y-2 px-4 py-3" data-testid="document-file">
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand">
          <FileText size={18} aria-hidden />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block break-words font-medium">{name}</span>
          {details.length > 0 && (
            <span className="block text-sm text-muted">
              {details.map((d, i) => (
                <span key={i}>
                  {i > 0 && ' · '}
                  {d}
                </span>
              ))}
            </span>
          )}
        </span>
        {pdf && (
          <button
            type="button"
            onClick={() => setOpen(true)}
            className={buttonClass('ghost', 'sm', 'shrink-0 px-2 sm:px-3')}
            aria-label={t('openName', { name })}
            data-testid="document-open"
          >
            <Eye size={18} aria-hidden />
            <span className="hidden sm:inline">{t('open')}</span>
          </button>
        )}
        <DownloadLink
          file={file}
          state={state}
          label={t('downloadName', { name })}
          className={buttonClass('secondary', 'sm', 'shrink-0 px-2 sm:px-3')}
        >
          <Download size={18} aria-hidden />
          <span className="hidden sm:inline">{t('download')}</span>
        </DownloadLink>
      </div>
      {!open && <DownloadProgress progress={state.progress} name={name} />}
      {pdf && (
        <Dialog open={open} onClose={() => setOpen(false)} title={name} wide>
          {open && (
            <div className="space-y-3">
              <PdfViewer
                url={file.url}
                title={name}
                actions={
                  <DownloadLink file={file} state={state} className={buttonClass('secondary', 'md')}>
                    <Download size={16} aria-hidden />
                    {t('download')}
                  </DownloadLink>
                }
              />
              <DownloadProgress progress={state.progress} name={name} />
            </div>
          )}
        </Dialog>
      )}
    </div>
  );
}
