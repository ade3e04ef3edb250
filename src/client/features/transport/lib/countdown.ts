/**
 * How long until a departure, as a stop's board says it: "now" under half a minute,
 * "m:ss" in the last ten minutes (it ticks), whole minutes before that, hours beyond.
 */
export type Countdown =
  | { kind: 'now' }
  | { kind: 'seconds'; text: string }
  | { kind: 'minutes'; minutes: number }
  | { kind: 'hours'; hours: number; minutes: number };

export function countdown(at: number, now: number): Countdown {
  const seconds = Math.max(0, Math.round((at - now) / 1000));
  if (seconds < 30) return { kind: 'now' };
  if (seconds < 600)
    return { kind: 'seconds', text: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}` };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { kind: 'minutes', minutes };
  return { kind: 'hours', hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
