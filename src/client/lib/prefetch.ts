/** Spec §9: prefetch waits 1 second after load, and only on connections that are not slow. */
export const PREFETCH_DELAY_MS = 1000;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function isSlowConnection(connection: NetworkInformation | undefined): boolean {
  if (!connection) return false;
  return Boolean(connection.saveData) || /(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** Warms the route chunks the user is likely to open next. */
export function schedulePrefetch(loaders: (() => Promise<unknown>)[]) {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (isSlowConnection(connection)) return;
  const run = () =>
    setTimeout(() => {
      for (const load of loaders) load().catch(() => {}); // a failed prefetch is retried on navigation
    }, PREFETCH_DELAY_MS);
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
