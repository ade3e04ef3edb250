/**
 * What a reader can follow. Kept apart from the zod contract so that the star button,
 * which appears on first-visit pages, loads no schema library.
 */
export const FOLLOW_KINDS = ['athlete', 'delegation', 'event', 'discipline'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

/** One followed thing: an athlete's code (not the row id), a delegation's NOC code, an event's or discipline's code. */
export interface Follow {
  kind: FollowKind;
  code: string;
}

/** How many things one reader may follow: enough for a family and a team, small enough for a share link. */
export const MAX_FOLLOWS = 200;

/** A follow's key in sets and lists. */
export const followKey = (f: Follow) => `${f.kind}:${f.code}`;

/** Where a guest's (or a signed-out reader's) follows live: this device's localStorage. */
export const DEVICE_FOLLOWS_KEY = 'follows';
