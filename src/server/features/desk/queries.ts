import type { z } from 'zod';
import { asc, desc, eq } from 'drizzle-orm';
import type { deskUnitListQuerySchema, DeskResultRow } from '../../../shared/contracts/desk';
import type { Db } from '../../db/client';
import {
  competitorName,
  selectUnitSummaries,
  toUnitSummary,
  unitSummaryColumns,
} from '../../competition/rows';
import { events, medals, results, startList, unitCorrections, units, venues } from '../../db/schema';
import { withCompetitorNames } from '../../competition/competitor-rows';
import { eqIfGiven } from '../../db/filters';
import type { CompetitorType, MedalKind } from '../../../shared/domain/medals';

/** Units for the desk's list, in start order, by day and discipline. */
export async function deskUnits(db: Db, q: z.output<typeof deskUnitListQuerySchema>) {
  const rows = await selectUnitSummaries(db)
    .where(eqIfGiven([units.logicalDay, q.day], [units.disciplineCode, q.discipline]))
    .orderBy(asc(units.startAt), asc(units.code))
    .limit(q.limit);
  return rows.map((r) => toUnitSummary(r));
}

/** The desk's view of one unit, or null when the code is unknown. */
export async function deskUnit(db: Db, code: string) {
  const [unit] = await db
    .select({ ...unitSummaryColumns, version: units.version })
    .from(units)
    .innerJoin(events, eq(events.code, units.eventCode))
    .leftJoin(venues, eq(venues.code, units.venueCode))
    .where(eq(units.code, code));
  if (!unit) return null;
  const named = { name: competitorName };
  const [starts, rows, notes, won] = await Promise.all([
    withCompetitorNames(
      db
        .select({ ...named, s: startList })
        .from(startList)
        .$dynamic(),
      startList,
    )
      .where(eq(startList.unitCode, code))
      .orderBy(asc(startList.startOrder)),
    withCompetitorNames(
      db
        .select({ ...named, r: results })
        .from(results)
        .$dynamic(),
      results,
    )
      .where(eq(results.unitCode, code))
      .orderBy(asc(results.sortOrder)),
    db
      .select()
      .from(unitCorrections)
      .where(eq(unitCorrections.unitCode, code))
      .orderBy(desc(unitCorrections.id)),
    db.select().from(medals).where(eq(medals.eventCode, unit.eventCode)),
  ]);
  return {
    unit: { ...toUnitSummary(unit), version: unit.version },
    start_list: starts.map(({ name, s }) => ({ ...startJson(s), name, delegation: s.delegationCode })),
    results: rows.map(({ name, r }) => ({ ...resultJson(r), name, delegation: r.delegationCode })),
    corrections: notes.map((n) => ({ note: n.note, at: n.at.toISOString() })),
    medals: won.map(medalJson),
  };
}

// The desk's JSON shapes of start list, result and medal rows: what its pages show, and what
// the audit stores as before and after.

export const startJson = (r: {
  competitorCode: string;
  competitorType: CompetitorType;
  startOrder: number;
}) => ({
  competitor_code: r.competitorCode,
  competitor_type: r.competitorType,
  start_order: r.startOrder,
});

export function resultJson(r: typeof results.$inferSelect): DeskResultRow {
  return {
    competitor_code: r.competitorCode,
    competitor_type: r.competitorType,
    rank: r.rank,
    sort_order: r.sortOrder,
    result: r.result,
    irm: r.irm,
    qualification_mark: r.qualificationMark,
    difference: r.difference,
    points: r.points,
    score: r.score,
    extras: r.extras ?? null,
  };
}

export const medalJson = (m: {
  medal: MedalKind;
  competitorCode: string;
  delegationCode: string;
  unitCode: string;
}) => ({
  medal: m.medal,
  competitor_code: m.competitorCode,
  delegation: m.delegationCode,
  unit_code: m.unitCode,
});
