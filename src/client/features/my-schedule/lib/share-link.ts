import type { Follow, FollowKind } from '../../../../shared/domain/follow-values';

/** One letter per kind in a share link: short links make QR codes a phone reads at a glance. */
const LETTER: Record<FollowKind, string> = { athlete: 'a', delegation: 'd', event: 'e', discipline: 's' };
const KIND = Object.fromEntries(Object.entries(LETTER).map(([k, l]) => [l, k])) as Record<string, FollowKind>;

/**
 * The list in the link's fragment ("#f=a.1000001~d.AZE"): the fragment never reaches a server
 * or its logs, so sharing needs no account and no storage anywhere but the two devices.
 */
export function shareFragment(follows: readonly Follow[]): string {
  return `f=${follows.map((f) => `${LETTER[f.kind]}.${f.code}`).join('~')}`;
}

/** The follows a fragment holds; anything malformed is left out (the store checks codes again). */
export function readShareFragment(hash: string): Follow[] {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('f') ?? '';
  return value
    .split('~')
    .map((part) => {
      const dot = part.indexOf('.');
      const kind = KIND[part.slice(0, dot)];
      return kind ? { kind, code: part.slice(dot + 1) } : null;
    })
    .filter((f): f is Follow => f !== null && f.code.length > 0);
}
