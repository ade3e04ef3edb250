import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { meQuery } from '../../features/auth';
import { useAppConfig } from '../../lib/app-config';
import { currentPlatform } from '../../lib/platform';
import { uiStore } from '../../lib/ui-store';
import { Button } from '../../ui/button';
import { ErrorView } from '../../ui/error-view';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';

type WorkerState = 'unsupported' | 'none' | 'installing' | 'waiting' | 'active';

async function workerState(): Promise<WorkerState> {
  if (!('serviceWorker' in navigator)) return 'unsupported';
  const reg = await navigator.serviceWorker.getRegistration();
  if (!reg) return 'none';
  if (reg.installing) return 'installing';
  if (reg.waiting) return 'waiting';
  return reg.active ? 'active' : 'none';
}

/** /more-dev: what this build and device are, for admins chasing a problem. */
export default function MoreDevPage() {
  const { t } = useTranslation('admin');
  const me = useQuery(meQuery);
  const config = useAppConfig();
  const debug = uiStore.useStore((s) => s.debugBannerVisible);
  const [worker, setWorker] = useState<WorkerState | null>(null);
  const [cleared, setCleared] = useState<number | null>(null);
  useEffect(() => {
    void workerState().then(setWorker, () => setWorker('unsupported'));
  }, []);
  if (me.isPending) return <Spinner />;
  if (me.data?.user.type !== 'admin') return <ErrorView details={{ status: 403, statusText: 'Forbidden' }} />;

  const toggleDebug = () => {
    const next = !debug;
    try {
      sessionStorage.setItem('debug-banner', next ? '1' : '0');
    } catch {
      // Storage denied: the banner still follows the switch for this page's life.
    }
    uiStore.setState({ debugBannerVisible: next });
  };
  const clearCaches = async () => {
    const names = 'caches' in window ? await caches.keys() : [];
    await Promise.all(names.map((n) => caches.delete(n)));
    setCleared(names.length);
  };
  const rows: [string, string][] = [
    [t('moreDev.version'), __BUILD_VERSION__],
    [t('moreDev.buildDate'), __BUILD_DATE__],
    [t('moreDev.mode'), import.meta.env.MODE],
    [t('moreDev.platform'), currentPlatform()],
    [t('moreDev.worker'), worker ? t(`moreDev.workerStates.${worker}`) : '…'],
    [t('moreDev.userAgent'), navigator.userAgent],
  ];
  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4">
      <PageHeader title={t('moreDev.title')} subtitle={t('moreDev.subtitle')} />
      <dl className="divide-y divide-border rounded-xl border border-border bg-surface text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="flex flex-wrap justify-between gap-2 p-3">
            <dt className="text-muted">{k}</dt>
            <dd className="break-all font-mono text-xs">{v}</dd>
          </div>
        ))}
      </dl>
      <section>
        <h2 className="mb-2 text-lg font-bold">{t('moreDev.config')}</h2>
        <pre className="overflow-x-auto rounded-xl border border-border bg-surface-2 p-3 text-xs">
          {JSON.stringify(config, null, 2)}
        </pre>
      </section>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex min-h-11 items-center gap-2 font-semibold">
          <input type="checkbox" role="switch" checked={debug} onChange={toggleDebug} className="size-5" />
          {t('moreDev.debugBanner')}
        </label>
        <Button variant="secondary" onClick={() => void clearCaches()}>
          {t('moreDev.clearCaches')}
        </Button>
        {cleared !== null && (
          <p role="status" className="text-sm text-muted">
            {t('moreDev.cachesCleared', { count: cleared })}
          </p>
        )}
      </div>
    </div>
  );
}
