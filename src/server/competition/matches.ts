import { and, asc, inArray, or, sql } from 'drizzle-orm';
import type { Match, UnitEntrant } from '../../shared/contracts/schedule';
import { isHeadToHead } from '../../shared/domain/head-to-head';
import { periodOf } from '../../shared/domain/match-periods';
import type { Db } from '../db/client';
import { results, startList } from '../db/schema';
import { entrantColumns, withCompetitorNames } from './competitor-rows';

/** Who competes in a schedule unit: a match's two sides with the score, or everyone in start order. */
export interface Lineup {
  match: Match | null;
  entrants: UnitEntrant[];
}

/**
 * The results a schedule reads: those of a unit with exactly two (a match's score), and those
 * of a unit without a start list (its results then say who competed).
 */
const neededResults = (codes: string[]) =>
  or(
    inArray(
      results.unitCode,
      sql`(select ${results.unitCode} from ${results} where ${inArray(results.unitCode, codes)} group by ${results.unitCode} having count(*) = 2)`,
    ),
    sql`not exists (select 1 from ${startList} where ${startList.unitCode} = ${results.unitCode})`,
  );

/**
 * Who competes in each of the given units, in two queries whatever their number (one for start
 * lists, one for results). A unit's competitors are its start list, or without one its results,
 * in start (or result) order. Two of them in a sport scored side against side make a match, with
 * the score so far; any other unit (a heat or final of one, two, three or eighty) lists them all.
 */
export async function readLineups(
  db: Db,
  list: { code: string; discipline: string }[],
): Promise<Map<string, Lineup>> {
  const lineups = new Map<string, Lineup>();
  const codes = list.map((u) => u.code);
  if (codes.length === 0) return lineups;
  const [entries, rows] = await Promise.all([
    withCompetitorNames(db.select(entrantColumns(startList)).from(startList).$dynamic(), startList)
      .where(inArray(startList.unitCode, codes))
      .orderBy(asc(startList.unitCode), asc(startList.startOrder), asc(startList.competitorCode)),
    withCompetitorNames(
      db
        .select({
          ...entrantColumns(results),
          score: results.score,
          result: results.result,
          extras: results.extras,
        })
        .from(results)
        .$dynamic(),
      results,
    )
      .where(and(inArray(results.unitCode, codes), neededResults(codes)))
      .orderBy(asc(results.unitCode), asc(results.sortOrder), asc(results.competitorCode)),
  ]);
  const byUnit = <T extends { unitCode: string }>(rows: T[]) => {
    const map = new Map<string, T[]>();
    for (const r of rows) {
      const own = map.get(r.unitCode);
      if (own) own.push(r);
      else map.set(r.unitCode, [r]);
    }
    return map;
  };
  const resultsOf = byUnit(rows);
  const entriesOf = byUnit(entries);
  for (const { code, discipline } of list) {
    const own = resultsOf.get(code) ?? [];
    const listed = entriesOf.get(code) ?? own;
    if (listed.length === 0) continue;
    if (!isHeadToHead(discipline, listed.length)) {
      lineups.set(code, {
        match: null,
        entrants: listed.map((c) => ({ code: c.code, name: c.name, delegation: c.delegation })),
      });
      continue;
    }
    const resultOf = new Map(own.map((r) => [r.code, r]));
    const [a, b] = listed.map((c) => {
      const r = resultOf.get(c.code);
      // Each row's score reads from its own side ("54-48"), so its first number is its own.
      const score = r?.score?.split('-')[0]?.trim() || null;
      return {
        code: c.code,
        type: c.type,
        name: c.name,
        delegation: c.delegation,
        score,
        won: r?.result === 'W',
      };
    });
    const first = resultOf.get(listed[0]!.code);
    lineups.set(code, {
      match: { sides: [a!, b!], period: periodOf(first?.extras ?? null) },
      entrants: [],
    });
  }
  return lineups;
}
