import { createStore } from '../../../lib/create-store';
import { storage } from '../../../lib/storage';
import { PUSH_KINDS, type PushKind } from '../../../../shared/contracts/push';

/** The reader's choices on this device, sent with the subscription each time they change. */
export interface PushPreferences {
  kinds: PushKind[];
  /** Quiet hours as "HH:MM" in the reader's zone; null: none. */
  quiet: { from: string; to: string } | null;
}

const KEY = 'push-preferences';
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

function restore(): PushPreferences {
  const saved = storage.getJson<Partial<PushPreferences>>(KEY);
  const kinds = Array.isArray(saved?.kinds)
    ? saved.kinds.filter((k) => PUSH_KINDS.includes(k))
    : [...PUSH_KINDS];
  const q = saved?.quiet;
  const quiet = q && HHMM.test(q.from) && HHMM.test(q.to) ? { from: q.from, to: q.to } : null;
  return { kinds, quiet };
}

export const pushPreferences = createStore<PushPreferences>(restore(), (s) => storage.setJson(KEY, s));

/** "22:30" → 1350, minutes after midnight. */
export const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
