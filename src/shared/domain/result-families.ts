import type { ResultExtras } from '../contracts/results';

/**
 * How a sport's results are typed at the desk: a mark (time, distance, height) with its attempts,
 * a score by period or set, a judged score (difficulty + execution − penalty), or a plain ranking.
 */
export const RESULT_FAMILIES = ['marks', 'scores', 'judged', 'ranking'] as const;
export type ResultFamily = (typeof RESULT_FAMILIES)[number];

const BY_DISCIPLINE: Record<string, ResultFamily> = {
  ATH: 'marks',
  SWM: 'marks',
  OWS: 'marks',
  CYC: 'marks',
  TRI: 'marks',
  ARC: 'scores',
  BKB: 'scores',
  HBL: 'scores',
  VVO: 'scores',
  VBV: 'scores',
  BDM: 'scores',
  TTE: 'scores',
  FEN: 'scores',
  JUD: 'scores',
  TKW: 'scores',
  WRE: 'scores',
  GAR: 'judged',
  GRY: 'judged',
};

export function resultFamilyOf(discipline: string): ResultFamily {
  return BY_DISCIPLINE[discipline.toUpperCase()] ?? 'ranking';
}

/** Invalid result marks the desk offers (did not start, did not finish, disqualified...). */
export const IRM_CODES = ['DNS', 'DNF', 'DSQ', 'DQB', 'NM', 'LAP'] as const;

/** "21-18 19-21 15:10" as score pairs; undefined when a part is not a score. */
export function parseScorePairs(text: string): { a: number; b: number }[] | undefined {
  const parts = text
    .trim()
    .split(/[\s,;]+/)
    .filter(Boolean);
  const pairs: { a: number; b: number }[] = [];
  for (const p of parts) {
    const m = /^(\d{1,3})[-:](\d{1,3})$/.exec(p);
    if (!m) return undefined;
    pairs.push({ a: Number(m[1]), b: Number(m[2]) });
  }
  return pairs;
}

export const formatScorePairs = (pairs: { a: number; b: number }[] | undefined) =>
  (pairs ?? []).map((p) => `${p.a}-${p.b}`).join(' ');

/** "7.12 x 7.30 -" as attempts: marks, x for a failure, - for a pass. */
export function parseAttempts(text: string): string[] | undefined {
  const parts = text
    .trim()
    .split(/[\s,;]+/)
    .filter(Boolean);
  return parts.every((p) => /^(\d{1,3}([.:]\d{1,3}){0,2}|[xXoO-]{1,3}|r)$/.test(p)) ? parts : undefined;
}

/** A judged score: difficulty + execution − penalty, to three decimals. */
export function judgedTotal(
  extras: Pick<ResultExtras, 'difficulty' | 'execution' | 'penalty'>,
): number | null {
  if (extras.difficulty === undefined && extras.execution === undefined) return null;
  const total = (extras.difficulty ?? 0) + (extras.execution ?? 0) - (extras.penalty ?? 0);
  return Math.round(total * 1000) / 1000;
}

/** The sets or periods a side won, from its point of view ("2-1"). */
export function setsWon(pairs: { a: number; b: number }[]): string {
  const won = pairs.filter((p) => p.a > p.b).length;
  const lost = pairs.filter((p) => p.b > p.a).length;
  return `${won}-${lost}`;
}
