/**
 * The ways a match is split, as result extras name them. While a match is on, the last entry
 * of its list is the part being played, so the list's length is the current period.
 */
export const PERIOD_KINDS = ['sets', 'quarters', 'halves', 'periods', 'ends', 'rounds'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];
export interface MatchPeriod {
  kind: PeriodKind;
  number: number;
}

/** Which set, half, end... is being played (or was played last): the first period list the extras hold. */
export function periodOf(
  extras: Partial<Record<PeriodKind, unknown[]>> | null | undefined,
): MatchPeriod | null {
  for (const kind of PERIOD_KINDS) {
    const list = extras?.[kind];
    if (list && list.length > 0) return { kind, number: list.length };
  }
  return null;
}
