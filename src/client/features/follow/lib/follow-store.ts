import { createStore } from '../../../lib/create-store';
import { storage } from '../../../lib/storage';
import { userStore } from '../../../lib/user-store';
import {
  DEVICE_FOLLOWS_KEY,
  FOLLOW_KINDS,
  followKey,
  MAX_FOLLOWS,
  type Follow,
} from '../../../../shared/domain/follow-values';
import { getMyFollows } from '../api/get-my-follows';
import { mergeFollows } from '../api/merge-follows';
import { setFollow } from '../api/set-follow';

export { DEVICE_FOLLOWS_KEY };

interface FollowState {
  follows: Follow[];
  /** Whose list this is: the device's, or the signed-in account's (read from the server). */
  owner: 'device' | 'account';
}

const CODE = /^[A-Za-z0-9-]{1,40}$/;
/** Only well-formed follows: the stored list may be old or edited by hand, a share link typed by anyone. */
export function cleanFollows(list: unknown): Follow[] {
  if (!Array.isArray(list)) return [];
  const seen = new Map<string, Follow>();
  for (const f of list as Partial<Follow>[]) {
    if (!f || !FOLLOW_KINDS.includes(f.kind as Follow['kind']) || typeof f.code !== 'string') continue;
    if (!CODE.test(f.code)) continue;
    const clean = { kind: f.kind!, code: f.code.toUpperCase() };
    seen.set(followKey(clean), clean);
  }
  return [...seen.values()].slice(0, MAX_FOLLOWS);
}

const deviceFollows = () => cleanFollows(storage.getJson(DEVICE_FOLLOWS_KEY));
const isAccount = () => userStore.getState().loginType === 'user';

export const followStore = createStore<FollowState>({ follows: deviceFollows(), owner: 'device' });

function setDevice(list: Follow[]) {
  storage.setJson(DEVICE_FOLLOWS_KEY, list);
  followStore.setState({ follows: list, owner: 'device' });
}

let syncing: Promise<void> | null = null;
/**
 * Reads the account's list; a list the device kept as a guest is merged in first and then
 * forgotten here, so it lives in one place only (the account, on every device).
 */
function syncAccount(): Promise<void> {
  syncing ??= (async () => {
    try {
      const local = deviceFollows();
      const { follows } = local.length > 0 ? await mergeFollows(local) : await getMyFollows();
      if (local.length > 0) storage.setJson(DEVICE_FOLLOWS_KEY, []);
      if (isAccount()) followStore.setState({ follows, owner: 'account' });
    } catch {
      /* offline or signed out meanwhile: the next change of user or the next page tries again */
    } finally {
      syncing = null;
    }
  })();
  return syncing;
}

/** Follows whichever list is the reader's: the account's once signed in, else the device's. */
function onUser() {
  if (isAccount()) {
    if (followStore.getState().owner !== 'account') void syncAccount();
  } else if (followStore.getState().owner !== 'device') {
    followStore.setState({ follows: deviceFollows(), owner: 'device' });
  }
}
userStore.subscribe(onUser);
onUser();

/** Another tab of this browser followed something as a guest: show it here too. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === DEVICE_FOLLOWS_KEY && !isAccount()) followStore.setState({ follows: deviceFollows() });
  });
}

export const isFollowed = (list: readonly Follow[], f: Follow) =>
  list.some((x) => followKey(x) === followKey(f));

/** Follows or unfollows at once on screen; an account's change is then confirmed by the server (undone if refused). */
export async function toggleFollow(f: Follow): Promise<void> {
  const before = followStore.getState().follows;
  const on = !isFollowed(before, f);
  const next = on
    ? [...before, f].slice(0, MAX_FOLLOWS)
    : before.filter((x) => followKey(x) !== followKey(f));
  if (followStore.getState().owner === 'device') return setDevice(next);
  followStore.setState({ follows: next });
  try {
    followStore.setState({ follows: (await setFollow(f, on)).follows });
  } catch (err) {
    followStore.setState({ follows: before });
    throw err;
  }
}

/** Adds a shared list to the reader's (the device's, or the account's through the server). */
export async function addFollows(list: Follow[]): Promise<void> {
  if (followStore.getState().owner === 'device') {
    return setDevice(cleanFollows([...followStore.getState().follows, ...list]));
  }
  followStore.setState({ follows: (await mergeFollows(list)).follows });
}

export const useFollows = () => followStore.useStore((s) => s.follows);
