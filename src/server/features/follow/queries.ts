import { and, asc, eq, inArray, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LocaleTag } from '../../../shared/domain/locales';
import { followKey, type Follow, type FollowKind } from '../../../shared/domain/follow-values';
import type { MyUnit } from '../../../shared/contracts/follow';
import { readLineups } from '../../competition/matches';
import { nameIn } from '../../competition/names';
import { selectUnitSummaries, toUnitSummary } from '../../competition/rows';
import {
  athleteEntries,
  athletes,
  delegations,
  disciplines,
  events,
  follows,
  results,
  startList,
  teamMembers,
  units,
} from '../../db/schema';

/** What an account follows, in the order it followed them. */
export async function listFollows(db: Db, userId: number): Promise<Follow[]> {
  const rows = await db
    .select({ kind: follows.kind, code: follows.code })
    .from(follows)
    .where(eq(follows.userId, userId))
    .orderBy(asc(follows.createdAt), asc(follows.kind), asc(follows.code));
  return rows as Follow[];
}

/** True when the followed thing exists in the games (a code that names nothing is refused). */
export async function followTargetExists(db: Db, f: Follow): Promise<boolean> {
  const table = { athlete: athletes, delegation: delegations, event: events, discipline: disciplines }[
    f.kind
  ];
  const [row] = await db.select({ code: table.code }).from(table).where(eq(table.code, f.code)).limit(1);
  return Boolean(row);
}

const codesOf = (list: Follow[], kind: FollowKind) => list.filter((f) => f.kind === kind).map((f) => f.code);

/** A competitor code (an athlete's or a team's) mapped to the athlete follows it stands for. */
async function athleteCompetitors(db: Db, athleteCodes: string[]) {
  const byCompetitor = new Map<string, string[]>();
  if (athleteCodes.length === 0) return { byCompetitor, ids: new Map<number, string>() };
  const rows = await db
    .select({ id: athletes.id, code: athletes.code })
    .from(athletes)
    .where(inArray(athletes.code, athleteCodes));
  const ids = new Map(rows.map((r) => [r.id, r.code]));
  for (const r of rows) byCompetitor.set(r.code, [r.code]);
  if (rows.length > 0) {
    const memberships = await db
      .select({ team: teamMembers.teamCode, athleteId: teamMembers.athleteId })
      .from(teamMembers)
      .where(inArray(teamMembers.athleteId, [...ids.keys()]));
    for (const m of memberships) {
      const list = byCompetitor.get(m.team) ?? [];
      list.push(ids.get(m.athleteId)!);
      byCompetitor.set(m.team, list);
    }
  }
  return { byCompetitor, ids };
}

/**
 * The units a list of follows brings in, each with the follows that bring it. A discipline or
 * an event brings all its units; a delegation the units any of its competitors is in (start
 * list or results); an athlete the units they or one of their teams is in, and, before a
 * unit's start list is out, every unit of an event they are entered in. Unscheduled units
 * (not shown anywhere) are left out.
 */
export async function unitCodesOfFollows(db: Db, list: Follow[]): Promise<Map<string, Follow[]>> {
  const found = new Map<string, Map<string, Follow>>();
  const add = (unit: string, f: Follow) => {
    const m = found.get(unit) ?? found.set(unit, new Map()).get(unit)!;
    m.set(followKey(f), f);
  };
  const disciplineCodes = codesOf(list, 'discipline');
  const eventCodes = codesOf(list, 'event');
  const delegationCodes = codesOf(list, 'delegation');
  const { byCompetitor, ids } = await athleteCompetitors(db, codesOf(list, 'athlete'));
  const competitorCodes = [...byCompetitor.keys()];

  const scheduled = ne(units.scheduleStatus, 'UNSCHEDULED');
  const tasks: Promise<void>[] = [];
  if (disciplineCodes.length + eventCodes.length > 0) {
    tasks.push(
      db
        .select({ code: units.code, discipline: units.disciplineCode, event: units.eventCode })
        .from(units)
        .where(
          and(
            scheduled,
            or(
              disciplineCodes.length ? inArray(units.disciplineCode, disciplineCodes) : undefined,
              eventCodes.length ? inArray(units.eventCode, eventCodes) : undefined,
            ),
          ),
        )
        .then((rows) => {
          for (const r of rows) {
            if (disciplineCodes.includes(r.discipline))
              add(r.code, { kind: 'discipline', code: r.discipline });
            if (eventCodes.includes(r.event)) add(r.code, { kind: 'event', code: r.event });
          }
        }),
    );
  }
  if (delegationCodes.length + competitorCodes.length > 0) {
    // Who is in a unit: its start list, and its results for units run without one.
    for (const table of [startList, results] as const) {
      tasks.push(
        db
          .selectDistinct({
            unit: table.unitCode,
            competitor: table.competitorCode,
            delegation: table.delegationCode,
          })
          .from(table)
          .innerJoin(units, and(eq(units.code, table.unitCode), scheduled))
          .where(
            or(
              delegationCodes.length ? inArray(table.delegationCode, delegationCodes) : undefined,
              competitorCodes.length ? inArray(table.competitorCode, competitorCodes) : undefined,
            ),
          )
          .then((rows) => {
            for (const r of rows) {
              if (delegationCodes.includes(r.delegation))
                add(r.unit, { kind: 'delegation', code: r.delegation });
              for (const a of byCompetitor.get(r.competitor) ?? []) add(r.unit, { kind: 'athlete', code: a });
            }
          }),
      );
    }
  }
  if (ids.size > 0) {
    tasks.push(
      db
        .select({ unit: units.code, athleteId: athleteEntries.athleteId })
        .from(athleteEntries)
        .innerJoin(units, and(eq(units.eventCode, athleteEntries.eventCode), scheduled))
        .where(
          and(
            inArray(athleteEntries.athleteId, [...ids.keys()]),
            notExists(
              db
                .select({ one: sql`1` })
                .from(startList)
                .where(eq(startList.unitCode, units.code)),
            ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(results)
                .where(eq(results.unitCode, units.code)),
            ),
          ),
        )
        .then((rows) => {
          for (const r of rows) add(r.unit, { kind: 'athlete', code: ids.get(r.athleteId)! });
        }),
    );
  }
  await Promise.all(tasks);
  // In the list's own order: the queries above finish in any order on a pool of connections,
  // and a unit's reasons must read the same in every answer (cached copies are compared).
  const rank = new Map(list.map((f, i) => [followKey(f), i]));
  const inListOrder = (a: Follow, b: Follow) => rank.get(followKey(a))! - rank.get(followKey(b))!;
  return new Map([...found].map(([unit, m]) => [unit, [...m.values()].sort(inListOrder)]));
}

/**
 * The follows of a list that the games know, named in the reader's language (an athlete by
 * name, with their delegation; a delegation, event or discipline by its name).
 */
export async function namedFollows(db: Db, list: Follow[], locale: LocaleTag) {
  const [a, d, e, s] = await Promise.all([
    codesOf(list, 'athlete').length
      ? db
          .select({
            code: athletes.code,
            given: athletes.givenName,
            family: athletes.familyName,
            noc: athletes.delegationCode,
          })
          .from(athletes)
          .where(inArray(athletes.code, codesOf(list, 'athlete')))
      : [],
    codesOf(list, 'delegation').length
      ? db
          .select({ code: delegations.code, name: delegations.name })
          .from(delegations)
          .where(inArray(delegations.code, codesOf(list, 'delegation')))
      : [],
    codesOf(list, 'event').length
      ? db
          .select({ code: events.code, name: events.name, names: events.names })
          .from(events)
          .where(inArray(events.code, codesOf(list, 'event')))
      : [],
    codesOf(list, 'discipline').length
      ? db
          .select({ code: disciplines.code, names: disciplines.names })
          .from(disciplines)
          .where(inArray(disciplines.code, codesOf(list, 'discipline')))
      : [],
  ]);
  const names = new Map<string, { name: string; delegation: string | null }>();
  for (const r of a) names.set(`athlete:${r.code}`, { name: `${r.given} ${r.family}`, delegation: r.noc });
  for (const r of d) names.set(`delegation:${r.code}`, { name: r.name, delegation: r.code });
  for (const r of e)
    names.set(`event:${r.code}`, { name: nameIn(locale, r.name, r.names), delegation: null });
  for (const r of s)
    names.set(`discipline:${r.code}`, { name: nameIn(locale, r.names.en, r.names), delegation: null });
  return list.flatMap((f) => {
    const n = names.get(followKey(f));
    return n ? [{ kind: f.kind, code: f.code, ...n }] : [];
  });
}

/** The units of a list of follows as My schedule shows them: in schedule order, with who plays and the score. */
export async function unitsOfFollows(db: Db, list: Follow[], locale: LocaleTag): Promise<MyUnit[]> {
  const because = await unitCodesOfFollows(db, list);
  if (because.size === 0) return [];
  const rows = await selectUnitSummaries(db)
    .where(inArray(units.code, [...because.keys()]))
    .orderBy(asc(units.startAt), asc(units.location), asc(units.code));
  const lineups = await readLineups(
    db,
    rows.map((r) => ({ code: r.code, discipline: r.disciplineCode })),
  );
  return rows.map((r) => ({
    ...toUnitSummary(r, locale),
    match: lineups.get(r.code)?.match ?? null,
    entrants: lineups.get(r.code)?.entrants ?? [],
    because: because.get(r.code) ?? [],
  }));
}

/**
 * The accounts that follow something bringing in each of the given units (push fans a unit's
 * news out with it). Same rules as unitCodesOfFollows, read from the units' end: each unit's
 * discipline, event, delegations and athletes (or their teams), then who follows any of them.
 */
export async function followersOfUnits(db: Db, unitCodes: string[]): Promise<Map<string, number[]>> {
  if (unitCodes.length === 0) return new Map();
  const things = new Map<string, Set<string>>(); // follow key -> units
  const add = (f: Follow, unit: string) =>
    (things.get(followKey(f)) ?? things.set(followKey(f), new Set()).get(followKey(f))!).add(unit);
  const [unitRows, entrants, entries] = await Promise.all([
    db
      .select({ code: units.code, event: units.eventCode, discipline: units.disciplineCode })
      .from(units)
      .where(inArray(units.code, unitCodes)),
    db
      .select({
        unit: startList.unitCode,
        competitor: startList.competitorCode,
        delegation: startList.delegationCode,
      })
      .from(startList)
      .where(inArray(startList.unitCode, unitCodes))
      .union(
        db
          .select({
            unit: results.unitCode,
            competitor: results.competitorCode,
            delegation: results.delegationCode,
          })
          .from(results)
          .where(inArray(results.unitCode, unitCodes)),
      ),
    db
      .select({ unit: units.code, athlete: athletes.code })
      .from(units)
      .innerJoin(athleteEntries, eq(athleteEntries.eventCode, units.eventCode))
      .innerJoin(athletes, eq(athletes.id, athleteEntries.athleteId))
      .where(inArray(units.code, unitCodes)),
  ]);
  for (const u of unitRows) {
    add({ kind: 'discipline', code: u.discipline }, u.code);
    add({ kind: 'event', code: u.event }, u.code);
  }
  const withLineup = new Set(entrants.map((e) => e.unit));
  const competitors = [...new Set(entrants.map((e) => e.competitor))];
  const members =
    competitors.length === 0
      ? []
      : await db
          .select({ team: teamMembers.teamCode, athlete: athletes.code })
          .from(teamMembers)
          .innerJoin(athletes, eq(athletes.id, teamMembers.athleteId))
          .where(inArray(teamMembers.teamCode, competitors));
  const athletesOfTeam = new Map<string, string[]>();
  for (const m of members)
    (athletesOfTeam.get(m.team) ?? athletesOfTeam.set(m.team, []).get(m.team)!).push(m.athlete);
  for (const e of entrants) {
    add({ kind: 'delegation', code: e.delegation }, e.unit);
    add({ kind: 'athlete', code: e.competitor }, e.unit);
    for (const a of athletesOfTeam.get(e.competitor) ?? []) add({ kind: 'athlete', code: a }, e.unit);
  }
  for (const e of entries) if (!withLineup.has(e.unit)) add({ kind: 'athlete', code: e.athlete }, e.unit);

  const out = new Map<string, Set<number>>();
  const codesByKind = new Map<string, string[]>();
  for (const key of things.keys()) {
    const [kind, code] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
    (codesByKind.get(kind) ?? codesByKind.set(kind, []).get(kind)!).push(code);
  }
  for (const [kind, codes] of codesByKind) {
    for (let i = 0; i < codes.length; i += 1000) {
      // One kind at a time, so the (kind, code) index finds the rows.
      const rows = await db
        .select({ userId: follows.userId, code: follows.code })
        .from(follows)
        .where(and(eq(follows.kind, kind), inArray(follows.code, codes.slice(i, i + 1000))));
      for (const r of rows) {
        for (const unit of things.get(`${kind}:${r.code}`) ?? []) {
          (out.get(unit) ?? out.set(unit, new Set()).get(unit)!).add(r.userId);
        }
      }
    }
  }
  return new Map([...out].map(([u, s]) => [u, [...s]]));
}
