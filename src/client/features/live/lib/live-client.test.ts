import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('what was read before the stream first opened is read again then, one read per task, not on a later reconnect', async () => {
    const source = new FakeSource();
    const client = new QueryClient();
    client.setQueryData(queryKeys.medalTable(), 1);
    client.setQueryData(queryKeys.competition(), 1);
    stop = connectLive(client, '/api/live', {
      openSource: () => ({ addEventListener: source.listen, close: () => source.close() }),
    });
    const invalidated = () =>
      [queryKeys.medalTable(), queryKeys.competition()].map(
        (key) => client.getQueryState(key)?.isInvalidated,
      );
    expect(invalidated()).toEqual([false, false]);
    source.dispatchEvent(new Event('open'));
    // Not in the task that heard the stream open: the reads start in tasks of their own.
    expect(invalidated()).toEqual([false, false]);
    // A change made while the stream was connecting would otherwise go unheard.
    await vi.waitFor(() => expect(invalidated()).toEqual([true, true]));

    client.setQueryData(queryKeys.medalTable(), 2);
    source.dispatchEvent(new Event('error'));
    source.dispatchEvent(new Event('open'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // A reconnect resumes from the last event id: the server replays what was missed.
    expect(client.getQueryState(queryKeys.medalTable())?.isInvalidated).toBe(false);
  });
});
