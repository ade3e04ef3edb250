import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAgo, secondsSince } from '../../../lib/time';

/** One shared one-second tick for every "updated N s ago" on screen. */
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(() => {
    now = Date.now();
    listeners.forEach((l) => l());
  }, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}
const useNow = () =>
  useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );

/** "Updated 12 seconds ago", in the interface language, ticking live. */
export function UpdatedAgo({ at }: { at: string | number }) {
  const { t } = useTranslation('live');
  const current = useNow();
  const iso = new Date(at).toISOString();
  const ago = formatAgo(secondsSince(iso, current), (key, count) => t(`ago.${key}`, { count }));
  return (
    <time dateTime={iso} className="text-xs text-muted" data-testid="updated-ago">
      {t('updated', { ago })}
    </time>
  );
}
