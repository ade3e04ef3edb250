import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { LocaleTag } from '../../../shared/domain/locales';
import type { RecordRow } from '../../../shared/contracts/records';
import type { Db } from '../../db/client';
import {
  athletes,
  events,
  matchClocks,
  records,
  resultRecords,
  results,
  startList,
  teamMembers,
  teamRosters,
  teams,
  units,
} from '../../db/schema';
import { eventNameColumns } from '../../competition/rows';
import { entrantColumns } from '../../competition/competitor-rows';

type Row = typeof records.$inferSelect & {
  eventName: string;
  eventNames: Record<string, string> | null;
  athleteId: number | null;
};

const columns = {
  record: records,
  ...eventNameColumns,
  athleteId: athletes.id,
};

/** Records with their event's name and the holder's profile id. */
function selectRecords(db: Db) {
  return db
    .select(columns)
    .from(records)
    .innerJoin(events, eq(events.code, records.eventCode))
    .leftJoin(athletes, eq(athletes.code, records.holderCode));
}

const flat = (r: {
  record: typeof records.$inferSelect;
  eventName: string;
  eventNames: unknown;
  athleteId: number | null;
}): Row => ({
  ...r.record,
  eventName: r.eventName,
  eventNames: r.eventNames as Record<string, string> | null,
  athleteId: r.athleteId,
});

function toJson(r: Row, locale: LocaleTag): RecordRow {
  return {
    id: r.id,
    event_code: r.eventCode,
    event_name: r.eventNames?.[locale.slice(0, 2)]?.trim() || r.eventName,
    type: r.type,
    scope: r.scope,
    mark: r.mark,
    holder: { code: r.holderCode, athlete_id: r.athleteId, name: r.holderName, delegation: r.delegationCode },
    set_on: r.setOn,
    place: r.place,
    unit_code: r.unitCode,
    equalled: r.equalled,
    current: r.current,
    replaced_at: r.replacedAt?.toISOString() ?? null,
  };
}

/** Type order on a records page: world first, then games, continental, national. */
const TYPE_ORDER = ['WR', 'OR', 'GR', 'CR', 'WJ', 'WY', 'YR', 'NR'];
const typeRank = (t: string) => (TYPE_ORDER.includes(t) ? TYPE_ORDER.indexOf(t) : TYPE_ORDER.length);

/** Current records, each with the latest one it replaced. */
function withPrevious(rows: Row[], locale: LocaleTag) {
  const key = (r: Row) => `${r.eventCode}|${r.type}|${r.scope}`;
  const previous = new Map<string, Row>();
  for (const r of rows)
    if (!r.current) {
      const had = previous.get(key(r));
      if (!had || (r.replacedAt?.getTime() ?? 0) > (had.replacedAt?.getTime() ?? 0)) previous.set(key(r), r);
    }
  return rows
    .filter((r) => r.current)
    .map((r) => {
      const p = previous.get(key(r));
      return { ...toJson(r, locale), previous: p ? toJson(p, locale) : null };
    });
}

export async function disciplineRecords(db: Db, discipline: string, locale: LocaleTag) {
  const rows = (
    await selectRecords(db)
      .where(eq(records.disciplineCode, discipline))
      .orderBy(asc(events.sortOrder), asc(events.code), asc(records.scope), desc(records.id))
  ).map(flat);
  const list = withPrevious(rows, locale);
  list.sort((a, b) => (a.event_code === b.event_code ? typeRank(a.type) - typeRank(b.type) : 0));
  return { discipline, records: list };
}

export async function recordsIndex(db: Db, locale: LocaleTag) {
  const counts = await db
    .select({
      code: records.disciplineCode,
      records: sql<number>`count(*) filter (where ${records.current})::int`,
      broken: sql<number>`count(*) filter (where ${records.current} and ${records.unitCode} is not null)::int`,
    })
    .from(records)
    .groupBy(records.disciplineCode)
    .orderBy(asc(records.disciplineCode));
  const set = (
    await selectRecords(db)
      .where(or(isNotNull(records.unitCode), sql`${records.replacedAt} is not null`))
      .orderBy(desc(records.updatedAt), desc(records.id))
  ).map(flat);
  const recent = withPrevious(set, locale)
    .filter((r) => r.unit_code)
    .slice(0, 12);
  return { disciplines: counts, recent };
}

export async function athleteRecords(db: Db, id: number, locale: LocaleTag) {
  const [athlete] = await db.select().from(athletes).where(eq(athletes.id, id));
  if (!athlete) return null;
  const teamCodes = (
    await db.select({ code: teamMembers.teamCode }).from(teamMembers).where(eq(teamMembers.athleteId, id))
  ).map((t) => t.code);
  const codes = [athlete.code, ...teamCodes];
  const held = (
    await selectRecords(db)
      .where(inArray(records.holderCode, codes))
      .orderBy(desc(records.current), desc(records.id))
  ).map(flat);
  const marks = await db
    .select({
      unitCode: resultRecords.unitCode,
      ...eventNameColumns,
      code: resultRecords.code,
      equalled: resultRecords.equalled,
      result: results.result,
    })
    .from(resultRecords)
    .innerJoin(units, eq(units.code, resultRecords.unitCode))
    .innerJoin(events, eq(events.code, units.eventCode))
    .leftJoin(
      results,
      and(
        eq(results.unitCode, resultRecords.unitCode),
        eq(results.competitorCode, resultRecords.competitorCode),
      ),
    )
    .where(inArray(resultRecords.competitorCode, codes))
    .orderBy(desc(units.startAt));
  return {
    records: held.map((r) => toJson(r, locale)),
    marks: marks.map((m) => ({
      unit_code: m.unitCode,
      event_name:
        (m.eventNames as Record<string, string> | null)?.[locale.slice(0, 2)]?.trim() || m.eventName,
      code: m.code,
      equalled: m.equalled,
      result: m.result,
    })),
  };
}

/**
 * Both sides of a team match with their players: the match's own roster when the feed sent
 * one, else the team's roster for the games, else its members without numbers.
 */
export async function unitLineups(db: Db, code: string) {
  const [unit] = await db.select({ code: units.code }).from(units).where(eq(units.code, code));
  if (!unit) return null;
  const sides = await db
    .select({
      ...entrantColumns(startList),
      // Only the teams' sides are answered: they are named by the team alone (its code without one).
      name: teams.name,
      order: startList.startOrder,
    })
    .from(startList)
    .leftJoin(teams, eq(teams.code, startList.competitorCode))
    .where(eq(startList.unitCode, code))
    .orderBy(asc(startList.startOrder));
  const teamCodes = sides.filter((s) => s.type === 'T').map((s) => s.code);
  const [clock] = await db.select().from(matchClocks).where(eq(matchClocks.unitCode, code));
  const rosterRows = teamCodes.length
    ? await db
        .select({
          unitCode: teamRosters.unitCode,
          teamCode: teamRosters.teamCode,
          athleteId: athletes.id,
          name: sql<string>`${athletes.givenName} || ' ' || ${athletes.familyName}`,
          shirtNumber: teamRosters.shirtNumber,
          position: teamRosters.position,
          starter: teamRosters.starter,
        })
        .from(teamRosters)
        .innerJoin(athletes, eq(athletes.id, teamRosters.athleteId))
        .where(and(inArray(teamRosters.teamCode, teamCodes), inArray(teamRosters.unitCode, [code, ''])))
        .orderBy(asc(teamRosters.sortOrder))
    : [];
  const members = teamCodes.length
    ? await db
        .select({
          teamCode: teamMembers.teamCode,
          athleteId: athletes.id,
          name: sql<string>`${athletes.givenName} || ' ' || ${athletes.familyName}`,
        })
        .from(teamMembers)
        .innerJoin(athletes, eq(athletes.id, teamMembers.athleteId))
        .where(inArray(teamMembers.teamCode, teamCodes))
        .orderBy(asc(athletes.familyName))
    : [];
  return {
    clock: clock?.clock ?? null,
    clock_at: clock?.updatedAt.toISOString() ?? null,
    teams: sides
      .filter((s) => s.type === 'T')
      .map((s) => {
        const own = rosterRows.filter((r) => r.teamCode === s.code && r.unitCode === code);
        const games = rosterRows.filter((r) => r.teamCode === s.code && r.unitCode === '');
        const list = own.length ? own : games;
        const players = list.length
          ? list.map((p) => ({
              athlete_id: p.athleteId,
              name: p.name,
              shirt_number: p.shirtNumber,
              position: p.position,
              starter: p.starter,
            }))
          : members
              .filter((m) => m.teamCode === s.code)
              .map((m) => ({
                athlete_id: m.athleteId,
                name: m.name,
                shirt_number: null,
                position: null,
                starter: false,
              }));
        return { code: s.code, type: s.type, name: s.name ?? s.code, delegation: s.delegation, players };
      }),
  };
}
