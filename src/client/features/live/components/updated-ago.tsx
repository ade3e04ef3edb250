import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

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
  const { t, i18n } = useTranslation('live');
  const current = useNow();
  const seconds = Math.max(0, Math.round((current - new Date(at).getTime()) / 1000));
  const rtf = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' });
  const ago =
    seconds < 60
      ? rtf.format(-seconds, 'second')
      : seconds < 3600
        ? rtf.format(-Math.floor(seconds / 60), 'minute')
        : seconds < 86_400
          ? rtf.format(-Math.floor(seconds / 3600), 'hour')
          : rtf.format(-Math.floor(seconds / 86_400), 'day');
  return (
    <time dateTime={new Date(at).toISOString()} className="text-xs text-muted" data-testid="updated-ago">
      {t('updated', { ago })}
    </time>
  );
}
