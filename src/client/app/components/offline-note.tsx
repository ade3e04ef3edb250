import { useCallback, useSyncExternalStore } from 'react';
import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isPersistable } from '../../lib/offline-cache-rules';
import { useTimes } from '../../lib/use-times';
import { Icon } from '../../ui/icon';

const subscribeOnline = (cb: () => void) => onlineManager.subscribe(cb);
const isOnline = () => onlineManager.isOnline();

/**
 * What the open screen shows while offline: the time of its oldest answer, or '' when
 * one of its answers was never received ('missing'), or null when it has no data query.
 */
export function pageDataAge(client: QueryClient): string | null {
  let oldest = Infinity;
  let missing = false;
  for (const q of client.getQueryCache().findAll({ type: 'active' })) {
    // A query the screen keeps switched off (no follows to read yet, say) was never meant to
    // have an answer: it is not one the screen misses.
    if (!isPersistable(q.queryKey) || q.isDisabled()) continue;
    if (q.state.dataUpdatedAt > 0) oldest = Math.min(oldest, q.state.dataUpdatedAt);
    else missing = true;
  }
  if (missing) return 'missing';
  return oldest === Infinity ? null : new Date(oldest).toISOString();
}

/**
 * "Offline — data from 14:32" above a screen showing kept answers, in the reader's
 * language and time zone; a screen never opened before says it needs a connection.
 * Gone as soon as the device is back online (the screens then refetch by themselves).
 */
export function OfflineNote() {
  const { t } = useTranslation();
  const times = useTimes();
  const client = useQueryClient();
  const online = useSyncExternalStore(subscribeOnline, isOnline);
  const subscribeCache = useCallback((cb: () => void) => client.getQueryCache().subscribe(cb), [client]);
  const age = useSyncExternalStore(subscribeCache, () => (online ? null : pageDataAge(client)));
  if (online || age === null) return null;
  return (
    <p
      role="status"
      data-testid="offline-note"
      className="mb-4 flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <Icon name="wifi-off" className="size-4 shrink-0" />
      {age === 'missing' ? t('offline.needs_connection') : t('offline.data_from', { time: times.time(age) })}
    </p>
  );
}
