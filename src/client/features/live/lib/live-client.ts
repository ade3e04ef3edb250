import type { QueryClient } from '@tanstack/react-query';
import type { LiveMessage } from '../../../../shared/contracts/live';
import { keysFor } from './topic-keys';
import { liveStore } from './live-store';
import { revalidateHttpCache } from '../../../lib/api-client';

let source: EventSource | null = null;

/**
 * The app's one live stream. EventSource reconnects by itself and sends
 * Last-Event-ID, so the server replays what was missed; a `reset` event (too far behind)
 * refetches everything shown.
 */
export function connectLive(queryClient: QueryClient, url = '/api/live'): () => void {
  if (source) return () => {};
  if (typeof EventSource === 'undefined') return () => {};
  const es = new EventSource(url);
  source = es;
  es.onopen = () => liveStore.setState({ connected: true });
  es.onerror = () => liveStore.setState({ connected: false });
  es.onmessage = (event: MessageEvent<string>) => {
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
  es.addEventListener('reset', () => {
    revalidateHttpCache();
    void queryClient.invalidateQueries();
  });
  return () => {
    es.close();
    source = null;
    liveStore.setState({ connected: false });
  };
}
