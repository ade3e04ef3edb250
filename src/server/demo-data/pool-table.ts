import type { StandingFigures } from '../../shared/contracts/brackets';
import type { ResultExtras } from '../../shared/contracts/results';

/** One side of a finished pool match: who, whether it won, its score ("3-1", "76-70") and parts. */
export interface PoolSide {
  code: string;
  won: boolean;
  score: string | null;
  extras: ResultExtras | null;
}

export interface PoolLine {
  code: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  points: number;
  figures: StandingFigures;
}

const own = (score: string | null) => (score ?? '').split('-').map(Number) as [number, number];
const sum = (pairs: { a: number; b: number }[] | undefined, k: 'a' | 'b') =>
  (pairs ?? []).reduce((n, p) => n + p[k], 0);
const ratio = (x: number, y: number) => (y === 0 ? x : Math.round((x / y) * 1000) / 1000);

/**
 * Table points: basketball and beach volleyball 2 a win and 1 a loss; handball 2 a win, 1 a
 * draw; volleyball 3 for a 3-0 or 3-1 win, 2 for 3-2, 1 for a 2-3 loss; otherwise 3 a win, 1 a draw.
 */
function matchPoints(discipline: string, side: PoolSide, drawn: boolean): number {
  const [mine, theirs] = own(side.score);
  switch (discipline) {
    case 'BKB':
    case 'VBV':
      return side.won ? 2 : 1;
    case 'HBL':
      return side.won ? 2 : drawn ? 1 : 0;
    case 'VVO':
      return side.won ? (theirs <= 1 ? 3 : 2) : mine === 2 ? 1 : 0;
    default:
      return side.won ? 3 : drawn ? 1 : 0;
  }
}

/**
 * A pool's table from its finished matches, in the sport's order: volleyball by wins, then
 * points, set ratio and point ratio; the others by points, then the matches between the tied
 * teams, then the score difference (or point ratio in beach volleyball) and the score made.
 */
export function poolTable(discipline: string, teams: string[], matches: [PoolSide, PoolSide][]): PoolLine[] {
  const lines = new Map(
    teams.map((code) => [
      code,
      { code, played: 0, won: 0, drawn: 0, lost: 0, points: 0, f: 0, a: 0, sw: 0, sl: 0 },
    ]),
  );
  const sets = discipline === 'VVO' || discipline === 'VBV';
  for (const match of matches)
    for (const side of match) {
      const line = lines.get(side.code);
      if (!line) continue;
      const drawn = !match[0].won && !match[1].won;
      const [mine, theirs] = own(side.score);
      line.played += 1;
      line.won += side.won ? 1 : 0;
      line.lost += !side.won && !drawn ? 1 : 0;
      line.drawn += drawn ? 1 : 0;
      line.points += matchPoints(discipline, side, drawn);
      if (sets) {
        line.sw += mine;
        line.sl += theirs;
        line.f += sum(side.extras?.sets, 'a');
        line.a += sum(side.extras?.sets, 'b');
      } else {
        line.f += mine;
        line.a += theirs;
      }
    }
  const out = [...lines.values()].map((l) => ({
    code: l.code,
    played: l.played,
    won: l.won,
    drawn: l.drawn,
    lost: l.lost,
    points: l.points,
    figures: (sets
      ? {
          SETS_WON: l.sw,
          SETS_LOST: l.sl,
          SET_RATIO: ratio(l.sw, l.sl),
          FOR: l.f,
          AGAINST: l.a,
          POINT_RATIO: ratio(l.f, l.a),
        }
      : { FOR: l.f, AGAINST: l.a, DIFF: l.f - l.a }) as StandingFigures,
  }));
  const beaten = (x: string, among: Set<string>) =>
    matches.filter((m) => m.some((s) => s.code === x && s.won) && m.every((s) => among.has(s.code))).length;
  const primary = (l: PoolLine) => (discipline === 'VVO' ? l.won * 1000 + l.points : l.points);
  const after = (l: PoolLine) =>
    discipline === 'VVO'
      ? [l.figures.SET_RATIO ?? 0, l.figures.POINT_RATIO ?? 0]
      : discipline === 'VBV'
        ? [l.figures.POINT_RATIO ?? 0, l.figures.FOR ?? 0]
        : [l.figures.DIFF ?? 0, l.figures.FOR ?? 0];
  return out.sort((x, y) => {
    if (primary(x) !== primary(y)) return primary(y) - primary(x);
    if (discipline !== 'VVO') {
      const tied = new Set(out.filter((l) => primary(l) === primary(x)).map((l) => l.code));
      const h2h = beaten(y.code, tied) - beaten(x.code, tied);
      if (h2h) return h2h;
    }
    const [ax, bx] = after(x);
    const [ay, by] = after(y);
    return ay! - ax! || by! - bx! || x.code.localeCompare(y.code);
  });
}

/** A planned match side as a pool table reads it. */
export const poolSide = (o: {
  entry: { code: string };
  result: string | null;
  score?: string | null;
  extras?: ResultExtras | null;
}): PoolSide => ({
  code: o.entry.code,
  won: o.result === 'W',
  score: o.score ?? null,
  extras: o.extras ?? null,
});
