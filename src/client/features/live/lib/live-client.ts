import type { QueryClient } from '@tanstack/react-query';
import type { LiveMessage } from '../../../../shared/contracts/live';
import { keysFor } from './topic-keys';
import { liveStore } from './live-store';
import { openSharedLiveStream, type LiveEvent, type LivePlatform } from './shared-live-stream';
import { revalidateHttpCache } from '../../../lib/api-client';
import { yieldToMain } from '../../../lib/yield-to-main';

let stop: (() => void) | null = null;
/** Whether this tab has heard the stream open since it connected. */
let opened = false;

/** What one tab does with a live event, whether its own stream or the leader tab heard it. */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  if (event.type === 'state') {
    liveStore.setState({ connected: event.connected });
    if (event.connected && !opened) {
      opened = true;
      void catchUp(queryClient);
    }
    return;
  }
  if (event.type === 'reset') {
    revalidateHttpCache();
    void queryClient.invalidateQueries();
    return;
  }
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
}

/**
 * The stream tells of changes from the moment it opens. A page that read its data before
 * that (the first screen, read while the stream was still connecting) would never hear of
 * a change made in between, so what was read before the first open is read again: a
 * revalidation that costs a 304 when nothing changed. One read per task: starting them
 * all at once (a dozen on a first screen) was one long task right after the page loaded,
 * about 50 ms of script on this machine and four times that on a slow phone. Later drops
 * resume from the last event id, and the server replays what was missed.
 */
async function catchUp(queryClient: QueryClient): Promise<void> {
  const openedAt = Date.now();
  revalidateHttpCache();
  const readBefore = queryClient
    .getQueryCache()
    .findAll({ predicate: (q) => q.state.dataUpdatedAt > 0 && q.state.dataUpdatedAt <= openedAt });
  for (const { queryKey } of readBefore) {
    await yieldToMain();
    void queryClient.invalidateQueries({ queryKey, exact: true });
  }
}

/**
 * The app's live stream, one per browser: the tabs share it (see
 * shared-live-stream.ts). The stream resumes from the last event id after a drop or a
 * takeover, so the server replays what was missed; a `reset` event (too far behind)
 * refetches everything shown.
 */
export function connectLive(
  queryClient: QueryClient,
  url = '/api/live',
  platform?: LivePlatform,
): () => void {
  if (stop) return () => {};
  if (!platform && typeof EventSource === 'undefined') return () => {};
  const close = openSharedLiveStream(url, (event) => applyLiveEvent(queryClient, event), platform);
  stop = () => {
    close();
    stop = null;
    opened = false;
    liveStore.setState({ connected: false });
  };
  return stop;
}
