import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { connectLive } from './live-client';

class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((e: MessageEvent<string>) => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  addEventListener() {}
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** What the browser does on an answer other than 200 (a 429): close for good, then error. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
}

describe('the live stream after a refusal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.made = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens a new stream after the delay when the server refused it (the browser would not)', () => {
    const stop = connectLive(new QueryClient(), '/api/live', () => 30_000);
    expect(FakeEventSource.made).toHaveLength(1);
    FakeEventSource.made[0]!.refuse();
    vi.advanceTimersByTime(29_999);
    expect(FakeEventSource.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.made).toHaveLength(2);
    stop();
    expect(FakeEventSource.made[1]!.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('leaves ordinary drops to the browser, and stops retrying once closed', () => {
    const stop = connectLive(new QueryClient(), '/api/live', () => 1000);
    FakeEventSource.made[0]!.onerror?.(); // still CONNECTING: the browser reconnects by itself
    vi.advanceTimersByTime(5000);
    expect(FakeEventSource.made).toHaveLength(1);
    FakeEventSource.made[0]!.refuse();
    stop();
    vi.advanceTimersByTime(5000);
    expect(FakeEventSource.made).toHaveLength(1);
  });
});
