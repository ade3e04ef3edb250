import type { QueryClient } from '@tanstack/react-query';

/**
 * Opens the live stream once the first screen has painted: the client code is its own chunk,
 * so it costs the first-load budget nothing (decision 0004).
 */
export function startLiveUpdates(queryClient: QueryClient): void {
  const go = () => void import('./lib/live-client').then((m) => m.connectLive(queryClient));
  if ('requestIdleCallback' in window) window.requestIdleCallback(go, { timeout: 2000 });
  else setTimeout(go, 500);
}
