import type { NowLeader, NowUnit } from '../api/get-now';

const isUpper = (w: string) => w.length > 1 && w === w.toLocaleUpperCase() && w !== w.toLocaleLowerCase();

/**
 * The name a scoreboard prints: the family name in capitals ("Min-ji KIM" and "Min-ji Kim" give
 * "KIM"), a team's name as it is.
 */
export function boardName(leader: Pick<NowLeader, 'name' | 'type'>): string {
  const words = leader.name.trim().split(/\s+/);
  if (leader.type === 'T' || words.length < 2) return leader.name;
  const family = words.filter(isUpper);
  return (family.length > 0 && family.length < words.length ? family : words.slice(-1))
    .join(' ')
    .toLocaleUpperCase();
}

/** "MEX 7–7 COL": a match by its delegations with the score, null before both sides are known. */
export function matchLine(unit: { match?: NowUnit['match'] }): string | null {
  const sides = unit.match?.sides;
  if (!sides) return null;
  const [a, b] = sides;
  const score = a.score !== null && b.score !== null ? ` ${a.score}–${b.score} ` : ' – ';
  return `${a.delegation}${score}${b.delegation}`;
}

/** "1. KIM 14.82": who leads (or won) and with what. */
export function leaderLine(leader: NowLeader): string {
  return [leader.rank === null ? null : `${leader.rank}.`, boardName(leader), leader.mark]
    .filter(Boolean)
    .join(' ');
}

/**
 * The reader's followed units first, the rest in the order given (each part keeps its order).
 */
export function followedFirst<T extends { code: string }>(units: T[], followed: ReadonlySet<string>): T[] {
  if (followed.size === 0) return units;
  return [...units.filter((u) => followed.has(u.code)), ...units.filter((u) => !followed.has(u.code))];
}
