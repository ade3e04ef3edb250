import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { connectLive } from './live-client';
import { liveStore } from './live-store';

/** A stand-in for EventSource: events are dispatched on it by the test. */
class FakeSource extends EventTarget {
  listen = (type: string, listener: (event: MessageEvent<string>) => void) =>
    this.addEventListener(type, (e) => listener(e as MessageEvent<string>));
  close() {}
}

describe('live client: what a tab does with the stream', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('a message marks its queries stale and the stream live; a reset marks everything stale', () => {
    const source = new FakeSource();
    const client = new QueryClient();
    const unit = queryKeys.unit('SWMW100MFR------------FNL-000100--');
    stop = connectLive(client, '/api/live', {
      openSource: () => ({ addEventListener: source.listen, close: () => source.close() }),
    });

    source.dispatchEvent(new Event('open'));
    expect(liveStore.getState().connected).toBe(true);
    client.setQueryData(unit, 1);
    client.setQueryData(queryKeys.medalTable(), 1);
    source.dispatchEvent(
      new MessageEvent('message', {
        data: '{"topic":"unit","id":"SWMW100MFR------------FNL-000100--","version":3}',
        lastEventId: '9',
      }),
    );
    expect(client.getQueryState(unit)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.medalTable())?.isInvalidated).toBe(false);
    expect(liveStore.getState().changedAt['unit:SWMW100MFR------------FNL-000100--']).toBeGreaterThan(0);

    source.dispatchEvent(new MessageEvent('reset', { data: '{}', lastEventId: '10' }));
    expect(client.getQueryState(queryKeys.medalTable())?.isInvalidated).toBe(true);
    source.dispatchEvent(new Event('error'));
    expect(liveStore.getState().connected).toBe(false);
  });

  it('what was read before the stream first opened is read again then, not on a later reconnect', () => {
    const source = new FakeSource();
    const client = new QueryClient();
    client.setQueryData(queryKeys.medalTable(), 1);
    stop = connectLive(client, '/api/live', {
      openSource: () => ({ addEventListener: source.listen, close: () => source.close() }),
    });
    expect(client.getQueryState(queryKeys.medalTable())?.isInvalidated).toBe(false);
    source.dispatchEvent(new Event('open'));
    // A change made while the stream was connecting would otherwise go unheard.
    expect(client.getQueryState(queryKeys.medalTable())?.isInvalidated).toBe(true);

    client.setQueryData(queryKeys.medalTable(), 2);
    source.dispatchEvent(new Event('error'));
    source.dispatchEvent(new Event('open'));
    // A reconnect resumes from the last event id: the server replays what was missed.
    expect(client.getQueryState(queryKeys.medalTable())?.isInvalidated).toBe(false);
  });
});
