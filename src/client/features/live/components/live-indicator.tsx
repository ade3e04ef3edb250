import { useTranslation } from 'react-i18next';
import { liveStore } from '../lib/live-store';

/** A dot that says whether live updates are flowing. */
export function LiveIndicator() {
  const { t } = useTranslation('live');
  const connected = liveStore.useStore((s) => s.connected);
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-muted" data-testid="live-indicator">
      <span
        aria-hidden
        className={
          connected ? 'size-2 animate-pulse rounded-full bg-success' : 'size-2 rounded-full bg-muted'
        }
      />
      {connected ? t('connection.live') : t('connection.offline')}
    </span>
  );
}
