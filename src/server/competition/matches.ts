import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Match } from '../../shared/contracts/schedule';
import { periodOf } from '../../shared/domain/match-periods';
import type { Db } from '../db/client';
import { athletes, results, startList, teams } from '../db/schema';
import { competitorName } from './rows';

/** The codes among `codes` whose table lists exactly two competitors: the head-to-head units. */
const pairedUnits = (table: typeof startList | typeof results, codes: string[]) =>
  inArray(
    table.unitCode,
    sql`(select ${table.unitCode} from ${table} where ${inArray(table.unitCode, codes)} group by ${table.unitCode} having count(*) = 2)`,
  );

/**
 * The matches among the given units, with both sides and the score so far, in two queries
 * whatever the number of units (one for start lists, one for results). A match is a unit whose
 * start list names two competitors, or, without a start list, whose results do; the start
 * order says which side is first.
 */
export async function readMatches(db: Db, codes: string[]): Promise<Map<string, Match>> {
  const matches = new Map<string, Match>();
  if (codes.length === 0) return matches;
  const [entries, rows] = await Promise.all([
    db
      .select({
        unitCode: startList.unitCode,
        code: startList.competitorCode,
        type: startList.competitorType,
        delegation: startList.delegationCode,
        name: competitorName,
      })
      .from(startList)
      .leftJoin(athletes, eq(athletes.code, startList.competitorCode))
      .leftJoin(teams, eq(teams.code, startList.competitorCode))
      .where(pairedUnits(startList, codes))
      .orderBy(asc(startList.unitCode), asc(startList.startOrder), asc(startList.competitorCode)),
    db
      .select({
        unitCode: results.unitCode,
        code: results.competitorCode,
        type: results.competitorType,
        delegation: results.delegationCode,
        name: competitorName,
        score: results.score,
        result: results.result,
        extras: results.extras,
      })
      .from(results)
      .leftJoin(athletes, eq(athletes.code, results.competitorCode))
      .leftJoin(teams, eq(teams.code, results.competitorCode))
      .where(and(inArray(results.unitCode, codes), pairedUnits(results, codes)))
      .orderBy(asc(results.unitCode), asc(results.sortOrder), asc(results.competitorCode)),
  ]);
  const byUnit = <T extends { unitCode: string }>(list: T[]) => {
    const map = new Map<string, T[]>();
    for (const r of list) map.set(r.unitCode, [...(map.get(r.unitCode) ?? []), r]);
    return map;
  };
  const resultsOf = byUnit(rows);
  const entriesOf = byUnit(entries);
  for (const code of codes) {
    const own = resultsOf.get(code) ?? [];
    const listed = entriesOf.get(code) ?? (own.length === 2 ? own : undefined);
    if (!listed) continue;
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
    matches.set(code, { sides: [a!, b!], period: periodOf(first?.extras ?? null) });
  }
  return matches;
}
