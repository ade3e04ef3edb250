/** The first visit ends 1 second after load; prefetch then runs on connections that are not slow. */
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
 * Runs `task` once the first visit is over: a second after the page's load event. The
 * moment is marked (npm run size counts what the page loads up to there).
 */
export function afterFirstVisit(task: () => void) {
  const run = () =>
    setTimeout(() => {
      performance.mark('first-visit-end');
      task();
    }, PREFETCH_DELAY_MS);
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/**
 * Warms the route chunks the user is likely to open next, once the first visit is over:
 * one at a time, each when the main thread is idle, so evaluating them never blocks a tap
 * or a first render.
 */
export function schedulePrefetch(loaders: (() => Promise<unknown>)[]) {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (isSlowConnection(connection)) return;
  afterFirstVisit(async () => {
    for (const load of loaders) {
      await idle();
      await load().catch(() => {}); // a failed prefetch is retried on navigation
    }
  });
}
