import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../ui/button';
import { ErrorState } from '../../../ui/states';
import { Skeleton } from '../../../ui/skeleton';
import { openPdf, type PdfDocument } from '../lib/pdf';

/**
 * A PDF drawn inside the app a page at a time (pdf.js, loaded the first time one is shown),
 * with a pager for longer files. `actions` sits beside the pager (a download, say). A file
 * pdf.js cannot open says 'Error opening file' and keeps the actions, so it can still be saved.
 * Give it a `key` of its URL where the file may change under it.
 */
export function PdfViewer({ url, title, actions }: { url: string; title: string; actions?: ReactNode }) {
  const { t } = useTranslation('files');
  const { t: tc } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [doc, setDoc] = useState<PdfDocument | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);

  useEffect(() => {
    let cancelled = false;
    let opened: PdfDocument | null = null;
    openPdf(url).then(
      (d) => {
        opened = d;
        if (cancelled) void d.destroy();
        else setDoc(d);
      },
      (err: unknown) => {
        console.warn('PDF not opened', err);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      void opened?.destroy();
    };
  }, [url]);

  useEffect(() => {
    if (!doc || !canvas.current) return;
    const task = doc.draw(page, canvas.current);
    return () => task.cancel();
  }, [doc, page]);

  if (failed) {
    return (
      <div className="space-y-3">
        <ErrorState message={tc('files.open_error')} />
        {actions && <div className="flex justify-center">{actions}</div>}
      </div>
    );
  }
  const pageLabel = t('pageOf', { page, pages: doc?.pages ?? 1 });
  return (
    <div className="space-y-3" data-testid="pdf-viewer">
      <div className="overflow-hidden rounded-xl border border-border bg-white">
        {!doc && <Skeleton className="aspect-[1/1.414] w-full rounded-none" />}
        <canvas
          ref={canvas}
          className={doc ? 'block h-auto w-full' : 'hidden'}
          data-testid="pdf-canvas"
          aria-label={`${title}: ${pageLabel}`}
          role="img"
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {doc && doc.pages > 1 ? (
          <div className="flex items-center gap-1">
            <Button
              variant="ghost"
              className="min-h-11 min-w-11"
              aria-label={t('previous')}
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              <ChevronLeft size={18} aria-hidden />
            </Button>
            <span className="text-sm tabular-nums" aria-live="polite">
              {pageLabel}
            </span>
            <Button
              variant="ghost"
              className="min-h-11 min-w-11"
              aria-label={t('next')}
              disabled={page >= doc.pages}
              onClick={() => setPage(page + 1)}
            >
              <ChevronRight size={18} aria-hidden />
            </Button>
          </div>
        ) : (
          <span />
        )}
        {actions}
      </div>
    </div>
  );
}
