import type { QueryClient } from '@tanstack/react-query';
import type { LiveMessage } from '../../../../shared/contracts/live';
import { keysFor } from './topic-keys';
import { liveStore } from './live-store';
import { revalidateHttpCache } from '../../../lib/api-client';

let source: EventSource | null = null;
/** A refused stream tries again after 20 to 60 seconds. */
const REFUSED_RETRY_MIN_MS = 20_000;
const REFUSED_RETRY_SPREAD_MS = 40_000;

/**
 * The app's one live stream. EventSource reconnects by itself and sends
 * Last-Event-ID, so the server replays what was missed; a `reset` event (too far behind)
 * refetches everything shown.
 */
export function connectLive(
  queryClient: QueryClient,
  url = '/api/live',
  retryDelayMs = () => REFUSED_RETRY_MIN_MS + Math.random() * REFUSED_RETRY_SPREAD_MS,
): () => void {
  if (source) return () => {};
  if (typeof EventSource === 'undefined') return () => {};
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const open = () => {
    const es = new EventSource(url);
    source = es;
    es.onopen = () => liveStore.setState({ connected: true });
    es.onerror = () => {
      liveStore.setState({ connected: false });
      // A refused stream (429 while the server is full) is closed for good by the browser:
      // open a new one later, at a random moment so refused phones do not return together.
      if (es.readyState === EventSource.CLOSED && !stopped) retry = setTimeout(open, retryDelayMs());
    };
    es.onmessage = onMessage;
    es.addEventListener('reset', onReset);
  };
  const onMessage = (event: MessageEvent<string>) => {
    let message: LiveMessage;
    try {
      message = JSON.parse(event.data) as LiveMessage;
    } catch {
      return;
    }
    revalidateHttpCache();
    const now = Date.now();
    liveStore.setState((s) => ({
      connected: true,
      lastMessageAt: now,
      changedAt: message.id ? { ...s.changedAt, [`${message.topic}:${message.id}`]: now } : s.changedAt,
    }));
    const keys = keysFor(message);
    if (keys === 'all') void queryClient.invalidateQueries();
    else for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  const onReset = () => {
    revalidateHttpCache();
    void queryClient.invalidateQueries();
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(retry);
    source?.close();
    source = null;
    liveStore.setState({ connected: false });
  };
}
