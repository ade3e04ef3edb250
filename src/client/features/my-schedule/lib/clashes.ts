/** A unit's time span, as the schedule gives it. */
interface Span {
  code: string;
  start_at: string;
  end_at: string;
  schedule_status?: string;
}

/** Units that are not going ahead take no time (a cancelled heat clashes with nothing). */
const OFF = new Set(['CANCELLED', 'POSTPONED', 'UNSCHEDULED']);

/**
 * For each unit, the units it overlaps (one starts before the other ends). Touching ends do
 * not clash: a final at 10:00 after a heat ending at 10:00 can both be watched. The units come
 * in start order, so each is compared only with those that start before it ends.
 */
export function clashes<T extends Span>(units: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  const on = units
    .filter((u) => !OFF.has(u.schedule_status ?? ''))
    .map((u) => ({ u, start: Date.parse(u.start_at), end: Date.parse(u.end_at) }))
    .sort((a, b) => a.start - b.start);
  for (let i = 0; i < on.length; i++) {
    for (let j = i + 1; j < on.length && on[j]!.start < on[i]!.end; j++) {
      const [a, b] = [on[i]!.u, on[j]!.u];
      (out.get(a.code) ?? out.set(a.code, []).get(a.code)!).push(b);
      (out.get(b.code) ?? out.set(b.code, []).get(b.code)!).push(a);
    }
  }
  return out;
}
