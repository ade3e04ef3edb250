import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryOnRefusal } from './retry-on-refusal';

const CLOSED = 2;

/** Enough of an EventSource: listeners by type, and what the browser does on a 429. */
class FakeStream {
  static made: FakeStream[] = [];
  readyState = 0;
  private listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  constructor() {
    FakeStream.made.push(this);
  }
  addEventListener(type: string, listener: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data = '') {
    for (const l of this.listeners.get(type) ?? []) l(new MessageEvent(type, { data }));
  }
  close() {
    this.readyState = CLOSED;
  }
  /** An answer other than 200: the browser closes the stream for good, then reports an error. */
  refuse() {
    this.readyState = CLOSED;
    this.emit('error');
  }
}

describe('a live stream after a refusal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeStream.made = [];
  });
  afterEach(() => vi.useRealTimers());

  it('opens a new stream after the delay, with the same listeners (the browser would not)', () => {
    const heard: string[] = [];
    const source = retryOnRefusal(
      () => new FakeStream(),
      () => 30_000,
    );
    source.addEventListener('message', (e) => heard.push(e.data));
    FakeStream.made[0]!.refuse();
    vi.advanceTimersByTime(29_999);
    expect(FakeStream.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeStream.made).toHaveLength(2);
    FakeStream.made[1]!.emit('message', 'medals');
    expect(heard).toEqual(['medals']);
    source.close();
    expect(FakeStream.made[1]!.readyState).toBe(CLOSED);
  });

  it('leaves ordinary drops to the browser, and stops retrying once closed', () => {
    const source = retryOnRefusal(
      () => new FakeStream(),
      () => 1000,
    );
    FakeStream.made[0]!.emit('error'); // still connecting: the browser reconnects by itself
    vi.advanceTimersByTime(5000);
    expect(FakeStream.made).toHaveLength(1);
    FakeStream.made[0]!.refuse();
    source.close();
    vi.advanceTimersByTime(5000);
    expect(FakeStream.made).toHaveLength(1);
  });
});
