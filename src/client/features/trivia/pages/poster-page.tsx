import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Printer } from 'lucide-react';
import { Icon } from '../../../ui/icon';
import type { PosterAnswer } from '../../../../shared/contracts/trivia';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { ErrorView } from '../../../ui/error-view';
import { PageHeader } from '../../../ui/page-header';
import { SkeletonList } from '../../../ui/skeleton';
import { ErrorState } from '../../../ui/states';
import { usePoster, useWithdrawPoster } from '../api/poster';

/**
 * What the poster says to visitors, in the four languages at once: a poster hangs at a venue
 * for every visitor, whatever language the admin printing it reads.
 */
const INSTRUCTIONS = [
  { lang: 'en', text: 'Scan with the games app to unlock this trivia' },
  { lang: 'es', text: 'Escanea con la app de los juegos para desbloquear esta trivia' },
  { lang: 'pt', text: 'Leia com a app dos jogos para desbloquear este trivia' },
  { lang: 'az', text: 'Bu viktorinanı açmaq üçün oyunlar tətbiqi ilə skan edin' },
] as const;

/**
 * Only the poster is printed, on one A4 page: the app's header and menus, and the page's own
 * buttons, are hidden from print.
 */
const PRINT_CSS = `
@page { size: A4 portrait; margin: 0; }
@media print {
  body * { visibility: hidden !important; }
  .trivia-poster, .trivia-poster * { visibility: visible !important; }
  .trivia-poster { position: fixed; inset: 0; width: 210mm; height: 297mm; margin: 0; border: 0 !important;
    box-shadow: none !important; background: #fff !important; color: #000 !important; }
}`;

/** The QR code of the poster's address, drawn by the `qrcode` library (loaded by this page only). */
function useQrImage(url: string | undefined): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    void import('qrcode').then(({ toString }) =>
      toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then((svg) => {
        if (live) setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      }),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return image;
}

/** /admin/trivia/:id/poster: the printable poster of a trivia, and withdrawing printed ones. */
export default function PosterPage() {
  const { t } = useTranslation('trivia');
  const id = useParams().id ?? '';
  const query = usePoster(id);
  const withdraw = useWithdrawPoster(id);
  const [asking, setAsking] = useState(false);
  const status = (query.error as { status?: number } | null)?.status;
  if (status === 401 || status === 403)
    return <ErrorView details={{ status: 403, statusText: 'Forbidden' }} />;
  if (status === 404) return <ErrorView details={{ status: 404, statusText: 'Not Found' }} />;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <style>{PRINT_CSS}</style>
      <div className="print:hidden">
        <PageHeader title={t('poster.title')} subtitle={t('poster.printHint')} />
        <div className="mt-3 flex flex-wrap gap-2">
          <Link
            to="/admin/content?kind=trivia"
            className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-medium text-brand hover:bg-surface-2"
          >
            <ArrowLeft size={16} aria-hidden />
            {t('poster.back')}
          </Link>
          <span className="flex-1" />
          <Button
            variant="secondary"
            className="min-h-11"
            icon={<Icon name="rotate-ccw" size={16} />}
            disabled={!query.data}
            onClick={() => {
              withdraw.reset();
              setAsking(true);
            }}
          >
            {t('poster.withdraw')}
          </Button>
          <Button
            className="min-h-11"
            icon={<Printer size={16} aria-hidden />}
            disabled={!query.data}
            onClick={() => window.print()}
          >
            {t('poster.print')}
          </Button>
        </div>
        {withdraw.isSuccess && (
          <p role="status" className="mt-3 rounded-xl bg-success/15 px-3 py-2 text-sm">
            {t('poster.withdrawn')}
          </p>
        )}
      </div>
      {query.isPending ? (
        <SkeletonList rows={3} />
      ) : query.isError ? (
        <ErrorState message={t('poster.error')} onRetry={() => void query.refetch()} />
      ) : (
        <Poster poster={query.data} />
      )}
      <Dialog open={asking} onClose={() => setAsking(false)} title={t('poster.withdrawTitle')}>
        <p>{t('poster.withdrawBody')}</p>
        {withdraw.error && (
          <p role="alert" className="mt-3 text-sm text-danger">
            {withdraw.error.message}
          </p>
        )}
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" size="lg" onClick={() => setAsking(false)}>
            {t('poster.cancel')}
          </Button>
          <Button
            variant="danger"
            size="lg"
            loading={withdraw.isPending}
            onClick={() => withdraw.mutate(undefined, { onSuccess: () => setAsking(false) })}
          >
            {t('poster.withdrawConfirm')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

function Poster({ poster }: { poster: PosterAnswer }) {
  const { t } = useTranslation('trivia');
  const image = useQrImage(poster.url);
  const titles = [...new Set([poster.title.en, poster.title.es, poster.title.pt, poster.title.az])];
  return (
    <article
      className="trivia-poster mx-auto flex aspect-[210/297] w-full max-w-[210mm] flex-col items-center justify-between gap-6 rounded-2xl border border-border bg-white p-[8%] text-center text-black shadow-sm"
      data-testid="trivia-poster"
    >
      <header className="space-y-2">
        <h2 className="text-[clamp(1.5rem,5vw,2.75rem)] leading-tight font-bold">{titles[0]}</h2>
        {titles.slice(1).map((title) => (
          <p key={title} className="text-[clamp(1rem,2.6vw,1.4rem)] text-neutral-700">
            {title}
          </p>
        ))}
      </header>
      <div className="grid w-[62%] place-items-center">
        {image ? (
          <img
            src={image}
            alt={t('poster.qrLabel', { title: poster.title.en })}
            data-url={poster.url}
            className="aspect-square w-full [image-rendering:pixelated]"
          />
        ) : (
          <div className="aspect-square w-full animate-pulse rounded-xl bg-neutral-200" />
        )}
      </div>
      <ul className="space-y-1.5">
        {INSTRUCTIONS.map((line) => (
          <li key={line.lang} lang={line.lang} className="text-[clamp(0.95rem,2.4vw,1.3rem)] font-medium">
            {line.text}
          </li>
        ))}
      </ul>
      <p className="text-xs text-neutral-500">{t('poster.version', { version: poster.posterVersion })}</p>
    </article>
  );
}
