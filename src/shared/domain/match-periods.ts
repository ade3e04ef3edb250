/**
 * The ways a match is split, as result extras name them. While a match is on, the last entry
 * of its list is the part being played, so the list's length is the current period.
 */
export const PERIOD_KINDS = ['sets', 'halves', 'periods', 'ends', 'rounds'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];
