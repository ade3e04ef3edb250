import type { ResultExtras } from '../../shared/contracts/results';
import { PERIOD_KINDS } from '../../shared/domain/match-periods';
import type { Outcome } from './plan-types';

type Pair = { a: number; b: number };

/** Contests scored by parts won (sets, rounds), not by points added up. */
const WON_PARTS = new Set(['sets', 'rounds']);

/**
 * A match `fraction` of the way through its slot, cut from its planned end: the parts played so
 * far, the last one under way with its points scaled down, and the score they make. Both rows
 * read from their own side, as the final ones do. Null for anything but a two-sided contest.
 */
export function liveScore(
  outcome: Outcome[],
  fraction: number,
): { score: string; extras: ResultExtras }[] | null {
  const [winner, loser] = outcome;
  if (outcome.length !== 2 || !winner?.score || !loser) return null;
  const f = Math.min(Math.max(fraction, 0.05), 0.95);
  const kind = PERIOD_KINDS.find((k) => (winner.extras?.[k]?.length ?? 0) > 0);
  let pairs: Pair[] = [];
  let score: Pair;
  if (kind) {
    const full = winner.extras![kind]!;
    const at = f * full.length;
    const played = Math.min(full.length, Math.floor(at) + 1);
    const within = at - Math.floor(at);
    pairs = full
      .slice(0, played)
      .map((p, i) => (i < played - 1 ? p : { a: Math.round(p.a * within), b: Math.round(p.b * within) }));
    const done = pairs.slice(0, -1);
    score = WON_PARTS.has(kind)
      ? { a: done.filter((p) => p.a > p.b).length, b: done.filter((p) => p.b > p.a).length }
      : { a: sum(pairs, 'a'), b: sum(pairs, 'b') };
  } else {
    const [a, b] = winner.score.split('-').map(Number) as [number, number];
    score = { a: Math.round(a * f), b: Math.round(b * f) };
  }
  const side = (own: 'a' | 'b', extras: ResultExtras | null | undefined) => ({
    score: own === 'a' ? `${score.a}-${score.b}` : `${score.b}-${score.a}`,
    extras: {
      ...(extras?.opponent ? { opponent: extras.opponent } : {}),
      ...(kind ? { [kind]: own === 'a' ? pairs : pairs.map(({ a, b }) => ({ a: b, b: a })) } : {}),
    },
  });
  return [side('a', winner.extras), side('b', loser.extras)];
}

const sum = (pairs: Pair[], k: 'a' | 'b') => pairs.reduce((n, p) => n + p[k], 0);
