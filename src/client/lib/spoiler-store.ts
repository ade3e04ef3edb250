import { createStore } from './create-store';
import { storage } from './storage';

const KEY = 'spoiler-free';
/** Outcomes a device remembers as revealed: a whole games of units, the oldest forgotten first. */
const MAX_REVEALED = 3000;

interface SpoilerState {
  /** The reader asked not to see outcomes before revealing them. */
  on: boolean;
  /** What the reader revealed: unit codes, and `medals:<n>` for the medal table with n medals. */
  revealed: string[];
}

const saved = storage.getJson<Partial<SpoilerState>>(KEY);

/** Spoiler-free mode and what was revealed, kept on the device (a guest's and an account's alike). */
export const spoilerStore = createStore<SpoilerState>(
  {
    on: saved?.on === true,
    revealed: Array.isArray(saved?.revealed) ? saved.revealed.filter((x) => typeof x === 'string') : [],
  },
  (state) => storage.setJson(KEY, state),
);

export function setSpoilerFree(on: boolean) {
  spoilerStore.setState({ on });
}

/** Shows one outcome from now on, on this device. */
export function revealOutcome(key: string) {
  spoilerStore.setState((s) =>
    s.revealed.includes(key) ? {} : { revealed: [...s.revealed, key].slice(-MAX_REVEALED) },
  );
}

/** Whether an outcome is to stay hidden: spoiler-free mode is on and it was not revealed. */
export const isOutcomeHidden = (key: string, s: SpoilerState = spoilerStore.getState()) =>
  s.on && !s.revealed.includes(key);

export const useOutcomeHidden = (key: string) => spoilerStore.useStore((s) => isOutcomeHidden(key, s));

export const useSpoilerFree = () => spoilerStore.useStore((s) => s.on);

/**
 * A medal table's reveal, per view (its filters) and number of medals: a medal awarded since
 * hides it again, so revealing once never spoils what came after.
 */
export const medalTableKey = (view: string, medals: number) => `medals:${view}:${medals}`;
