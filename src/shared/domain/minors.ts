/**
 * What the public may see of an athlete under 18 at the games (age on the games' first day).
 * Date of birth is never public, for anyone; height, weight and school only when the games'
 * setting lists them; the photo only where the delegation marked consent.
 */
export const MINOR_FIELDS = ['height', 'weight', 'school'] as const;
export type MinorField = (typeof MINOR_FIELDS)[number];

/** Athletes younger than this on the games' first day are minors. */
export const ADULT_AGE = 18;
