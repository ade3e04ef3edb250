import { createStore } from '../../../lib/create-store';
import { storage } from '../../../lib/storage';

/** Guests keep the official reports and communications they opened on the device. */
const KEY = 'communications-read';
/** Enough for a whole games' communications; the oldest marks go first beyond it. */
const LIMIT = 2000;

const restore = (): number[] => {
  const saved = storage.getJson<unknown>(KEY);
  return Array.isArray(saved) ? saved.filter((id): id is number => Number.isInteger(id)) : [];
};

export const deviceReads = createStore<{ ids: number[] }>({ ids: restore() }, (s) =>
  storage.setJson(KEY, s.ids),
);

export function markReadOnDevice(id: number) {
  const { ids } = deviceReads.getState();
  if (!ids.includes(id)) deviceReads.setState({ ids: [...ids, id].slice(-LIMIT) });
}

/**
 * What an account opened during this visit, shown read at once: a list of reads fetched while
 * the mark is on its way to the server cannot bring the unread mark back.
 */
export const visitReads = createStore<{ user: unknown; ids: number[] }>({ user: null, ids: [] });

export function openedThisVisit(user: unknown, id: number) {
  const { user: was, ids } = visitReads.getState();
  visitReads.setState({ user, ids: was === user ? [...ids, id] : [id] });
}
