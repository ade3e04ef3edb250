/** Prefetch waits 1 second after load, and only on connections that are not slow. */
export const PREFETCH_DELAY_MS = 1000;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function isSlowConnection(connection: NetworkInformation | undefined): boolean {
  if (!connection) return false;
  return Boolean(connection.saveData) || /(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** Resolves when the main thread is idle (Safari has no requestIdleCallback). */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 50);
  });
}

/**
 * Warms the route chunks the user is likely to open next: one at a time, each when
 * the main thread is idle, so evaluating them never blocks a tap or a first render.
 */
export function schedulePrefetch(loaders: (() => Promise<unknown>)[]) {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (isSlowConnection(connection)) return;
  const run = () =>
    setTimeout(async () => {
      // Marks where the first visit ends and warming begins (npm run size counts up to here).
      performance.mark('prefetch-start');
      for (const load of loaders) {
        await idle();
        await load().catch(() => {}); // a failed prefetch is retried on navigation
      }
    }, PREFETCH_DELAY_MS);
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
