/** Medal table rules: gold, then silver, then bronze; ties share a rank, listed by name. */
import type { MedalKind } from './medals';

export type { MedalKind };

export interface MedalAward {
  delegation: string;
  medal: MedalKind;
}

export interface MedalRow {
  delegation: string;
  name: string;
  gold: number;
  silver: number;
  bronze: number;
  total: number;
  rank: number;
}

/** Builds the ranked table from individual awards; `names` gives each delegation's display name. */
export function medalTable(
  awards: Iterable<MedalAward>,
  names: (code: string) => string = (c) => c,
): MedalRow[] {
  const rows = new Map<string, MedalRow>();
  for (const { delegation, medal } of awards) {
    let row = rows.get(delegation);
    if (!row) {
      row = { delegation, name: names(delegation), gold: 0, silver: 0, bronze: 0, total: 0, rank: 0 };
      rows.set(delegation, row);
    }
    row[medal] += 1;
    row.total += 1;
  }
  const sorted = [...rows.values()].sort(
    (a, b) =>
      b.gold - a.gold || b.silver - a.silver || b.bronze - a.bronze || a.name.localeCompare(b.name, 'en'),
  );
  sorted.forEach((row, i) => {
    const prev = sorted[i - 1];
    row.rank =
      prev && prev.gold === row.gold && prev.silver === row.silver && prev.bronze === row.bronze
        ? prev.rank
        : i + 1;
  });
  return sorted;
}

/** Sports that award two bronze medals per event (repechage / no bronze final). */
export const TWO_BRONZE_DISCIPLINES = new Set(['JUD', 'TKW', 'WRE', 'BOX']);

export function bronzesPerEvent(discipline: string): 1 | 2 {
  return TWO_BRONZE_DISCIPLINES.has(discipline) ? 2 : 1;
}
