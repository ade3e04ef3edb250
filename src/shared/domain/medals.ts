/** The medals, best first: the one list the database column, the API and the screens use. */
export const MEDAL_KINDS = ['gold', 'silver', 'bronze'] as const;
export type MedalKind = (typeof MEDAL_KINDS)[number];

/** A competitor is an athlete (A) or a team (T), as in the results feed. */
export const COMPETITOR_TYPES = ['A', 'T'] as const;
export type CompetitorType = (typeof COMPETITOR_TYPES)[number];

export function isCompetitorType(value: string): value is CompetitorType {
  return (COMPETITOR_TYPES as readonly string[]).includes(value);
}
