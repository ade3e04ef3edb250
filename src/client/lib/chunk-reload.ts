import { storage } from './storage';

const KEY = 'chunk-reload-at';
/** A second failure within this window means reloading did not help: show the error instead. */
export const CHUNK_RELOAD_WINDOW_MS = 30_000;

export function isChunkLoadError(err: unknown): boolean {
  const msg = err instanceof Error ? err.message : String(err);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    msg,
  );
}

/** Pure rule: reload unless we already reloaded for this reason moments ago. */
export function shouldReload(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || now - lastReloadAt > CHUNK_RELOAD_WINDOW_MS;
}

/** Where a navigation under way is going (set by the router), so the reload lands there. */
let pendingHref: () => string | null = () => null;
export function setPendingNavigation(href: () => string | null) {
  pendingHref = href;
}

/**
 * A new build removed the chunk this page wanted: reload once to get the new build,
 * into the screen the reader was opening. Returns false when it already tried, so the
 * caller shows the error.
 */
export function reloadOnceForChunkError(): boolean {
  const now = Date.now();
  const last = Number(storage.get(KEY)) || null;
  if (!shouldReload(now, last)) return false;
  storage.set(KEY, String(now));
  const target = pendingHref();
  if (target) window.location.assign(target);
  else window.location.reload();
  return true;
}

export function startChunkErrorRecovery() {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkError()) event.preventDefault();
  });
}
