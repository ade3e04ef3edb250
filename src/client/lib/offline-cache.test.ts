import { describe, expect, it } from 'vitest';
import { mergeEntries, OFFLINE_MAX_AGE_MS } from './offline-cache';
import { isPersistable } from './offline-cache-rules';

const entry = (key: unknown[], at: number) =>
  ({
    queryKey: key,
    queryHash: JSON.stringify(key),
    state: { dataUpdatedAt: at, data: at },
  }) as unknown as Parameters<typeof mergeEntries>[0][number];

describe('offline cache', () => {
  it('keeps public answers only, never the account or trivia', () => {
    expect(isPersistable(['schedule', 'grid', {}])).toBe(true);
    expect(isPersistable(['medals', 'table', {}])).toBe(true);
    expect(isPersistable(['auth', 'me'])).toBe(false);
    expect(isPersistable(['trivia', 3])).toBe(false);
    expect(isPersistable(['admin', 'content'])).toBe(false);
  });

  it('merges newer answers, keeps what the memory dropped, forgets after a day', () => {
    const now = 10 * OFFLINE_MAX_AGE_MS;
    const kept = [entry(['unit', 'A'], now - 1000), entry(['medals'], now - OFFLINE_MAX_AGE_MS - 1)];
    const merged = mergeEntries(kept, [entry(['schedule', 'grid'], now), entry(['auth', 'me'], now)], now);
    expect(merged.map((e) => e.queryKey[0])).toEqual(['schedule', 'unit']);
    const older = mergeEntries(merged, [entry(['unit', 'A'], now - 5000)], now);
    expect(older.find((e) => e.queryKey[0] === 'unit')!.state.dataUpdatedAt).toBe(now - 1000);
  });
});
