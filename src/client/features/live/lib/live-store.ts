import { createStore } from '../../../lib/create-store';

/** The live stream's state, for "updated N s ago" and the connection dot. */
export const liveStore = createStore({
  connected: false,
  /** When the last change message arrived (ms since epoch), 0 before the first. */
  lastMessageAt: 0,
  /** Per query-key family head + id: when it last changed, e.g. "unit:SWM..." → ms. */
  changedAt: {} as Record<string, number>,
});
