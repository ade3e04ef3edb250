import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Download } from 'lucide-react';
import type { ContentDocumentFile } from '../../../../shared/contracts/content';
import { Button, buttonClass } from '../../../ui/button';
import { ErrorState } from '../../../ui/states';
import { Skeleton } from '../../../ui/skeleton';
import { openPdf, type PdfDocument } from '../lib/pdf';

/**
 * The transport guide drawn inside the app, a page at a time (pdf.js, loaded only here;
 * its legacy build also runs in an iOS web view), with a download of the file itself.
 */
export function GuideViewer({ file }: { file: ContentDocumentFile }) {
  const { t } = useTranslation('transport');
  const canvas = useRef<HTMLCanvasElement>(null);
  const [doc, setDoc] = useState<PdfDocument | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);

  useEffect(() => {
    let cancelled = false;
    let opened: PdfDocument | null = null;
    openPdf(file.url).then(
      (d) => {
        opened = d;
        if (cancelled) void d.destroy();
        else setDoc(d);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      void opened?.destroy();
    };
  }, [file.url]);

  useEffect(() => {
    if (!doc || !canvas.current) return;
    const task = doc.draw(page, canvas.current);
    return () => task.cancel();
  }, [doc, page]);

  const download = (
    <a
      href={`${file.url}?download=1`}
      download={file.file_name}
      className={buttonClass('secondary', 'md', 'min-h-11')}
    >
      <Download size={16} aria-hidden />
      {t('guide.download')}
    </a>
  );
  if (failed) {
    return (
      <div className="space-y-3">
        <ErrorState message={t('guide.cannotShow')} />
        <div className="flex justify-center">{download}</div>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <div className="overflow-hidden rounded-xl border border-border bg-white">
        {!doc && <Skeleton className="aspect-[1/1.414] w-full rounded-none" />}
        <canvas
          ref={canvas}
          className={doc ? 'block h-auto w-full' : 'hidden'}
          data-testid="guide-canvas"
          aria-label={t('guide.pageOf', { page, pages: doc?.pages ?? 1 })}
          role="img"
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {doc && doc.pages > 1 ? (
          <div className="flex items-center gap-1">
            <Button
              variant="ghost"
              className="min-h-11 min-w-11"
              aria-label={t('guide.previous')}
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              <ChevronLeft size={18} aria-hidden />
            </Button>
            <span className="text-sm tabular-nums">{t('guide.pageOf', { page, pages: doc.pages })}</span>
            <Button
              variant="ghost"
              className="min-h-11 min-w-11"
              aria-label={t('guide.next')}
              disabled={page >= doc.pages}
              onClick={() => setPage(page + 1)}
            >
              <ChevronRight size={18} aria-hidden />
            </Button>
          </div>
        ) : (
          <span />
        )}
        {download}
      </div>
    </div>
  );
}
