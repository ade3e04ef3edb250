import type { ResultExtras } from '../../shared/contracts/results';
import type { Entry, Outcome } from './plan-types';

/** What a ranked unit under way shows for one competitor: a mark so far and the place it gives. */
export interface LiveMark {
  code: string;
  rank: number | null;
  sortOrder: number;
  result: string | null;
  points?: number | null;
  extras?: ResultExtras | null;
}

/** A number from a code, the same every run, so the demo needs no draw of its own here. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const ROUNDS = 6;

/**
 * A field event's six attempts, the final mark among them: failures (x) and shorter throws or
 * jumps around it, drawn from the competitor's code.
 */
function attemptsOf(code: string, mark: number | null): string[] {
  const h = hash(code);
  const best = h % ROUNDS;
  return Array.from({ length: ROUNDS }, (_, i) => {
    if (mark === null) return 'x';
    if (i === best) return mark.toFixed(2);
    if ((h >> (i + 3)) % 4 === 0) return 'x';
    return (mark * (1 - (1 + ((h >> (i * 2)) % 6)) / 100)).toFixed(2);
  });
}

const markOf = (attempts: string[]) =>
  Math.max(-1, ...attempts.filter((a) => a !== 'x').map(Number)) as number;

/** Places by mark, best first (higher is better); those without a mark after them, unranked. */
function place(rows: { code: string; value: number | null; row: Omit<LiveMark, 'rank' | 'sortOrder'> }[]) {
  const ranked = rows.filter((r) => r.value !== null).sort((a, b) => b.value! - a.value!);
  const rest = rows.filter((r) => r.value === null);
  return [...ranked, ...rest].map((r, i) => ({
    ...r.row,
    rank: r.value === null ? null : i + 1,
    sortOrder: i + 1,
  }));
}

/**
 * A field event or a judged one `fraction` of the way through its slot: in a field event every
 * competitor has had the same number of attempts (one to five of six), with the best so far as
 * the mark; in a judged event the first competitors in start order have their score. Races
 * (timed) and anything else: null, they have no mark before they finish.
 */
export function liveMarks(entries: Entry[], outcome: Outcome[], fraction: number): LiveMark[] | null {
  const f = Math.min(Math.max(fraction, 0.05), 0.95);
  const byCode = new Map(outcome.map((o) => [o.entry.code, o]));
  const rows = entries.map((e) => byCode.get(e.code)).filter((o): o is Outcome => !!o);
  if (rows.length < 3 || rows.some((o) => o.timeMs != null || o.score != null)) return null;
  const judged = rows.some((o) => o.points != null);
  if (judged) {
    const done = Math.max(1, Math.floor(f * rows.length));
    return place(
      rows.map((o, i) => ({
        code: o.entry.code,
        value: i < done && o.points != null ? o.points : null,
        row:
          i < done
            ? { code: o.entry.code, result: o.result, points: o.points ?? null, extras: o.extras ?? null }
            : { code: o.entry.code, result: null },
      })),
    );
  }
  if (rows.some((o) => o.result !== null && Number.isNaN(Number(o.result)))) return null;
  const rounds = Math.min(ROUNDS - 1, Math.max(1, Math.floor(f * ROUNDS)));
  return place(
    rows.map((o) => {
      const attempts = attemptsOf(o.entry.code, o.result === null ? null : Number(o.result)).slice(0, rounds);
      const best = markOf(attempts);
      return {
        code: o.entry.code,
        value: best < 0 ? null : best,
        row: { code: o.entry.code, result: best < 0 ? null : best.toFixed(2), extras: { attempts } },
      };
    }),
  );
}
