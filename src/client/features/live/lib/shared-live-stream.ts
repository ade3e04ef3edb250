import { retryOnRefusal } from './retry-on-refusal';

/**
 * One live connection per browser, shared by every tab and widget of the origin.
 *
 * Browsers open at most six HTTP/1.1 connections per host, and an EventSource keeps one
 * busy for good: with one stream per tab, the seventh tab never loads. So the tabs elect a
 * leader with a Web Lock, only the leader opens the stream, and it forwards what it hears
 * on a BroadcastChannel. The browser releases the lock when the leader's tab goes away;
 * the next tab waiting for it takes over and resumes from the last event id it saw.
 */

/** What a tab learns from the stream, heard itself or forwarded by the leader. */
export type LiveEvent =
  | { type: 'message'; data: string; id: string }
  | { type: 'reset'; id: string }
  | { type: 'state'; connected: boolean; id?: string };

/** On the channel, besides the events: a new tab asking the leader how things stand. */
type ChannelMessage = LiveEvent | { type: 'hello' };

export interface LiveSource {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface LiveChannel {
  addEventListener(type: 'message', listener: (event: MessageEvent<ChannelMessage>) => void): void;
  postMessage(message: ChannelMessage): void;
  close(): void;
}

/** The browser pieces used, replaceable in tests. Without locks or a channel, each tab streams alone. */
export interface LivePlatform {
  locks?: {
    request(name: string, options: { signal: AbortSignal }, granted: () => Promise<void>): Promise<unknown>;
  };
  openChannel?: (name: string) => LiveChannel;
  openSource: (url: string) => LiveSource;
}

const LOCK_NAME = 'games-live-leader';
const CHANNEL_NAME = 'games-live';

function browserPlatform(): LivePlatform {
  return {
    // Web Locks exist only in secure contexts (https, localhost).
    locks: typeof navigator !== 'undefined' ? navigator.locks : undefined,
    openChannel: typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : undefined,
    openSource: (url) => retryOnRefusal(() => new EventSource(url)),
  };
}

/** Turns an EventSource's events into LiveEvents. */
function listen(source: LiveSource, emit: (event: LiveEvent) => void): void {
  source.addEventListener('open', () => emit({ type: 'state', connected: true }));
  source.addEventListener('error', () => emit({ type: 'state', connected: false }));
  source.addEventListener('message', (e) => emit({ type: 'message', data: e.data, id: e.lastEventId }));
  source.addEventListener('reset', (e) => emit({ type: 'reset', id: e.lastEventId }));
}

/**
 * Delivers the live stream's events to `onEvent` in this tab, whichever tab holds the
 * connection. Returns a function that stops listening (and hands the stream over if this
 * tab was leading).
 */
export function openSharedLiveStream(
  url: string,
  onEvent: (event: LiveEvent) => void,
  platform: LivePlatform = browserPlatform(),
): () => void {
  const { locks, openChannel, openSource } = platform;
  const streamAlone = () => {
    const source = openSource(url);
    listen(source, onEvent);
    return () => source.close();
  };
  if (!locks || !openChannel) return streamAlone();

  const channel = openChannel(CHANNEL_NAME);
  const stop = new AbortController();
  let leading = false;
  let connected = false;
  // The id of the last change this tab heard of: where a takeover resumes.
  let lastId = '';
  // A leader was heard from, so a stream was open before this tab leads.
  let followed = false;
  let closeAlone = () => {};

  const note = (event: LiveEvent) => {
    if (event.id) lastId = event.id;
    if (event.type === 'state') connected = event.connected;
    onEvent(event);
  };

  channel.addEventListener('message', ({ data }) => {
    if (data.type === 'hello') {
      if (leading) channel.postMessage({ type: 'state', connected, id: lastId });
      return;
    }
    followed = true;
    note(data);
  });
  // The leader answers with its state, so this tab shows "live" before the next change.
  channel.postMessage({ type: 'hello' });

  locks
    .request(LOCK_NAME, { signal: stop.signal }, () => {
      leading = true;
      const resumeFrom = lastId;
      // The server replays everything after the id given. A takeover by a tab that never
      // heard an id cannot say where to resume: the tabs refetch what they show instead.
      let unsure = followed && !resumeFrom;
      const source = openSource(
        resumeFrom
          ? `${url}${url.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(resumeFrom)}`
          : url,
      );
      const forward = (event: LiveEvent) => {
        note(event);
        channel.postMessage(event);
      };
      listen(source, (event) => {
        forward(event);
        if (unsure && event.type === 'state' && event.connected) {
          unsure = false;
          forward({ type: 'reset', id: '' });
        }
      });
      // Held until this tab stops; closing the tab releases it too.
      return new Promise<void>((resolve) =>
        stop.signal.addEventListener('abort', () => {
          source.close();
          resolve();
        }),
      );
    })
    .catch(() => {
      // Aborted while waiting for the lock: this tab stopped before it ever led.
      if (stop.signal.aborted) return;
      // Refused: a widget framed by another site where the browser blocks third-party
      // storage gets a SecurityError, and so does every frame beside it. Each streams alone.
      channel.close();
      closeAlone = streamAlone();
    });

  return () => {
    leading = false;
    stop.abort();
    channel.close();
    closeAlone();
  };
}
