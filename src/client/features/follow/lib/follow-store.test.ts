import { afterEach, describe, expect, it, vi } from 'vitest';
import { userStore } from '../../../lib/user-store';

const server = vi.hoisted(() => ({ list: [] as { kind: string; code: string }[] }));
vi.mock('../api/merge-follows', () => ({
  mergeFollows: vi.fn(async (list: { kind: string; code: string }[]) => {
    server.list = [...server.list, ...list];
    return { follows: server.list };
  }),
}));
vi.mock('../api/get-my-follows', () => ({ getMyFollows: vi.fn(async () => ({ follows: server.list })) }));
vi.mock('../api/set-follow', () => ({
  setFollow: vi.fn(async (f: { kind: string; code: string }, on: boolean) => {
    server.list = on ? [...server.list, f] : server.list.filter((x) => x.code !== f.code);
    return { follows: server.list };
  }),
}));

const { DEVICE_FOLLOWS_KEY, cleanFollows, followStore, toggleFollow } = await import('./follow-store');
const { mergeFollows } = await import('../api/merge-follows');

describe('follow store', () => {
  afterEach(() => userStore.setState({ loginType: null }));

  it("keeps a guest's follows on the device and merges them into the account at login", async () => {
    await toggleFollow({ kind: 'delegation', code: 'AZE' });
    await toggleFollow({ kind: 'athlete', code: '1000001' });
    expect(JSON.parse(localStorage.getItem(DEVICE_FOLLOWS_KEY)!)).toHaveLength(2);
    expect(followStore.getState().owner).toBe('device');

    userStore.setState({ loginType: 'user' });
    await vi.waitFor(() => expect(followStore.getState().owner).toBe('account'));
    expect(mergeFollows).toHaveBeenCalledWith([
      { kind: 'delegation', code: 'AZE' },
      { kind: 'athlete', code: '1000001' },
    ]);
    expect(followStore.getState().follows).toHaveLength(2);
    // The device forgets them: the account holds the list now.
    expect(JSON.parse(localStorage.getItem(DEVICE_FOLLOWS_KEY)!)).toEqual([]);

    // An account's change goes to the server.
    await toggleFollow({ kind: 'delegation', code: 'AZE' });
    expect(followStore.getState().follows).toEqual([{ kind: 'athlete', code: '1000001' }]);

    // Signed out, the reader sees the device's (now empty) list.
    userStore.setState({ loginType: null });
    expect(followStore.getState()).toEqual({ follows: [], owner: 'device' });
  });

  it('keeps only well-formed follows from storage or a link', () => {
    expect(
      cleanFollows([
        { kind: 'delegation', code: 'aze' },
        { kind: 'delegation', code: 'AZE' },
        { kind: 'team', code: 'X' },
        { kind: 'event', code: 'a b' },
        null,
      ]),
    ).toEqual([{ kind: 'delegation', code: 'AZE' }]);
    expect(cleanFollows('nonsense')).toEqual([]);
  });
});
