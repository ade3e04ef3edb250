import type { LiveSource } from './shared-live-stream';

/** A refused stream tries again after 20 to 60 seconds. */
const REFUSED_RETRY_MIN_MS = 20_000;
const REFUSED_RETRY_SPREAD_MS = 40_000;

/** What this needs of an EventSource (a fake in tests). */
export interface StreamLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

/**
 * A stream that comes back after the server refused it. The browser reconnects an
 * EventSource by itself after a drop, but an answer other than 200 (a 429 while the server
 * is full) closes it for good: open a new one later, at a random moment, so refused phones
 * do not all return together. Listeners carry over to each new stream.
 */
export function retryOnRefusal(
  open: () => StreamLike,
  delayMs = () => REFUSED_RETRY_MIN_MS + Math.random() * REFUSED_RETRY_SPREAD_MS,
  closedState = 2, // EventSource.CLOSED
): LiveSource {
  const listeners: [string, (event: MessageEvent<string>) => void][] = [];
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let source: StreamLike;
  const start = () => {
    const current = open();
    source = current;
    for (const [type, listener] of listeners) current.addEventListener(type, listener);
    current.addEventListener('error', () => {
      if (current.readyState === closedState && !stopped) retry = setTimeout(start, delayMs());
    });
  };
  start();
  return {
    addEventListener(type, listener) {
      listeners.push([type, listener]);
      source.addEventListener(type, listener);
    },
    close() {
      stopped = true;
      clearTimeout(retry);
      source.close();
    },
  };
}
