import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFollows } from '../../follow';
import { PageHeader } from '../../../ui/page-header';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/states';
import { Icon } from '../../../ui/icon';
import { notify } from '../../../lib/notify';
import { shareFragment } from '../lib/share-link';

/** The QR code of a link, drawn by the `qrcode` library, which only this page loads. */
function useQrImage(url: string): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ toString }) =>
      toString(url, { type: 'svg', errorCorrectionLevel: 'L', margin: 2 }).then((svg) => {
        if (live) setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      }),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return image;
}

/** /my/share: a link (and its QR code) that adds what the reader follows on another device. */
export default function SharePage() {
  const { t } = useTranslation('follow');
  const follows = useFollows();
  const url = `${window.location.origin}/my/add#${shareFragment(follows)}`;
  const qr = useQrImage(url);
  if (follows.length === 0)
    return (
      <div className="mx-auto max-w-xl">
        <PageHeader title={t('shareTitle')} />
        <EmptyState icon={<Icon name="star" size={22} />} title={t('shareNothing')} />
      </div>
    );
  return (
    <div className="mx-auto max-w-xl space-y-5">
      <PageHeader title={t('shareTitle')} subtitle={t('shareHint')} />
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-surface p-5">
        <div className="grid size-64 place-items-center rounded-xl bg-white p-2">
          {qr ? (
            <img src={qr} alt={t('qrAlt')} width={240} height={240} data-testid="share-qr" />
          ) : (
            <span className="size-60 animate-pulse rounded-lg bg-surface-2" aria-hidden />
          )}
        </div>
        <label className="w-full text-sm">
          <span className="sr-only">{t('shareTitle')}</span>
          <input
            readOnly
            value={url}
            data-testid="share-link"
            onFocus={(e) => e.currentTarget.select()}
            className="min-h-11 w-full rounded-xl border border-border bg-surface-2 px-3 font-mono text-xs"
          />
        </label>
        <Button
          variant="primary"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(url)
              .then(() => notify.success(t('copied')))
              .catch(() => undefined)
          }
        >
          {t('copy')}
        </Button>
      </div>
    </div>
  );
}
