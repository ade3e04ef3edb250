import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { athletesQuerySchema } from '../../../shared/contracts/participants';
import type { Db } from '../../db/client';
import type { LocalizedNames } from '../../../shared/contracts/common';
import type { LocaleTag } from '../../../shared/domain/locales';
import { nameIn } from '../../competition/names';
import { eventNameColumns } from '../../competition/rows';
import { eqIfGiven } from '../../db/filters';
import { isMinor, type FullProfile } from './minors';
import {
  athletes,
  competitions,
  delegations,
  events,
  medals,
  results,
  startList,
  teamMembers,
  teams,
  units,
} from '../../db/schema';

export async function listDelegations(db: Db) {
  const rows = await db
    .select({
      code: delegations.code,
      name: delegations.name,
      athletes: sql<number>`(select count(*)::int from ${athletes} where ${athletes.delegationCode} = "delegations"."code")`,
      gold: sql<number>`(select count(*)::int from ${medals} where ${medals.delegationCode} = "delegations"."code" and ${medals.medal} = 'gold')`,
      silver: sql<number>`(select count(*)::int from ${medals} where ${medals.delegationCode} = "delegations"."code" and ${medals.medal} = 'silver')`,
      bronze: sql<number>`(select count(*)::int from ${medals} where ${medals.delegationCode} = "delegations"."code" and ${medals.medal} = 'bronze')`,
    })
    .from(delegations)
    .orderBy(asc(delegations.name));
  return { items: rows };
}

const SORTS = {
  name: [asc(athletes.familyName), asc(athletes.givenName), asc(athletes.id)],
  bib: [asc(athletes.bib), asc(athletes.id)],
  delegation: [
    asc(athletes.delegationCode),
    asc(athletes.familyName),
    asc(athletes.givenName),
    asc(athletes.id),
  ],
};

/** Paged athletes: search by name or BIB, filters by delegation, discipline and gender. */
export async function listAthletes(db: Db, q: z.infer<typeof athletesQuerySchema>) {
  const where: (SQL | undefined)[] = [
    q.delegation ? eq(athletes.delegationCode, q.delegation.toUpperCase()) : undefined,
    q.discipline ? eq(athletes.disciplineCode, q.discipline) : undefined,
    q.gender ? eq(athletes.gender, q.gender) : undefined,
  ];
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(sql`${athletes.givenName} || ' ' || ${athletes.familyName}`, like),
        ilike(sql`${athletes.familyName} || ' ' || ${athletes.givenName}`, like),
        ilike(athletes.bib, like),
      ),
    );
  }
  const condition = and(...where);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(athletes)
      .where(condition)
      .orderBy(...SORTS[q.sort])
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(athletes)
      .where(condition),
  ]);
  return {
    items: rows.map((a) => ({
      id: a.id,
      code: a.code,
      bib: a.bib,
      given_name: a.givenName,
      family_name: a.familyName,
      gender: a.gender,
      delegation: a.delegationCode,
      discipline: a.disciplineCode,
    })),
    total: count?.n ?? 0,
    page: q.page,
    page_size: q.page_size,
  };
}

/** Whole years between two ISO days. */
function ageOn(birth: string, day: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** An athlete's profile with their events, results and medals (individually or with a team). */
export async function athleteProfile(db: Db, id: number, locale: LocaleTag): Promise<FullProfile | null> {
  const [athlete] = await db.select().from(athletes).where(eq(athletes.id, id));
  if (!athlete) return null;
  const [competition] = await db.select({ startsOn: competitions.startsOn }).from(competitions).limit(1);
  const teamCodes = (
    await db.select({ code: teamMembers.teamCode }).from(teamMembers).where(eq(teamMembers.athleteId, id))
  ).map((t) => t.code);
  const competitorCodes = [athlete.code, ...teamCodes];

  // The unit and event each entry and result belongs to.
  const unitColumns = {
    unitCode: units.code,
    unitName: units.name,
    unitNames: units.names,
    eventCode: units.eventCode,
    ...eventNameColumns,
    startAt: units.startAt,
  };
  const [entries, resultRows, medalRows] = await Promise.all([
    db
      .select(unitColumns)
      .from(startList)
      .innerJoin(units, eq(units.code, startList.unitCode))
      .innerJoin(events, eq(events.code, units.eventCode))
      .where(inArray(startList.competitorCode, competitorCodes)),
    db
      .select({
        ...unitColumns,
        rank: results.rank,
        result: results.result,
      })
      .from(results)
      .innerJoin(units, eq(units.code, results.unitCode))
      .innerJoin(events, eq(events.code, units.eventCode))
      .where(inArray(results.competitorCode, competitorCodes)),
    db
      .select({
        eventCode: medals.eventCode,
        ...eventNameColumns,
        medal: medals.medal,
      })
      .from(medals)
      .innerJoin(events, eq(events.code, medals.eventCode))
      .where(inArray(medals.competitorCode, competitorCodes))
      .orderBy(asc(events.sortOrder)),
  ]);

  const byUnit = new Map<
    string,
    {
      unitCode: string;
      unitName: string;
      unitNames: LocalizedNames;
      eventCode: string;
      eventName: string;
      eventNames: LocalizedNames;
      startAt: Date;
      rank: number | null;
      result: string | null;
    }
  >();
  for (const e of entries) byUnit.set(e.unitCode, { ...e, rank: null, result: null });
  for (const r of resultRows) byUnit.set(r.unitCode, r);
  const byEvent = new Map<
    string,
    {
      event_code: string;
      event_name: string;
      results: { unit_code: string; unit_name: string; rank: number | null; result: string | null }[];
    }
  >();
  for (const u of [...byUnit.values()].sort((a, b) => +a.startAt - +b.startAt)) {
    let e = byEvent.get(u.eventCode);
    if (!e) {
      e = { event_code: u.eventCode, event_name: nameIn(locale, u.eventName, u.eventNames), results: [] };
      byEvent.set(u.eventCode, e);
    }
    const unitName = nameIn(locale, u.unitName, u.unitNames);
    e.results.push({ unit_code: u.unitCode, unit_name: unitName, rank: u.rank, result: u.result });
  }
  const age = ageOn(athlete.birthDate, competition?.startsOn ?? new Date().toISOString().slice(0, 10));

  return {
    id: athlete.id,
    code: athlete.code,
    bib: athlete.bib,
    given_name: athlete.givenName,
    family_name: athlete.familyName,
    gender: athlete.gender,
    delegation: athlete.delegationCode,
    discipline: athlete.disciplineCode,
    age,
    birth_date: athlete.birthDate,
    minor: isMinor(age),
    photo_consent: athlete.photoConsent,
    height_cm: athlete.heightCm,
    weight_kg: athlete.weightKg,
    institution: athlete.institution,
    photo_url: athlete.photoUrl,
    events: [...byEvent.values()],
    medals: medalRows.map((m) => ({
      event_code: m.eventCode,
      event_name: nameIn(locale, m.eventName, m.eventNames),
      medal: m.medal,
    })),
  };
}

/** Teams with their members; by event, delegation or discipline, or one team by code. */
export async function listTeams(
  db: Db,
  f: { event?: string; delegation?: string; discipline?: string; code?: string },
  locale: LocaleTag,
) {
  const rows = await db
    .select({
      code: teams.code,
      name: teams.name,
      eventCode: teams.eventCode,
      ...eventNameColumns,
      delegation: teams.delegationCode,
    })
    .from(teams)
    .innerJoin(events, eq(events.code, teams.eventCode))
    .where(
      eqIfGiven(
        [teams.code, f.code],
        [teams.eventCode, f.event],
        [teams.delegationCode, f.delegation],
        [events.disciplineCode, f.discipline],
      ),
    )
    .orderBy(asc(events.disciplineCode), asc(events.sortOrder), asc(teams.name), asc(teams.code));
  const members = rows.length
    ? await db
        .select({
          teamCode: teamMembers.teamCode,
          id: athletes.id,
          name: sql<string>`${athletes.givenName} || ' ' || ${athletes.familyName}`,
          bib: athletes.bib,
        })
        .from(teamMembers)
        .innerJoin(athletes, eq(athletes.id, teamMembers.athleteId))
        .where(
          rows.length <= 500
            ? inArray(
                teamMembers.teamCode,
                rows.map((r) => r.code),
              )
            : undefined,
        )
        .orderBy(asc(athletes.bib))
    : [];
  const byTeam = new Map<string, { id: number; name: string; bib: string }[]>();
  for (const m of members) {
    const list = byTeam.get(m.teamCode) ?? [];
    list.push({ id: m.id, name: m.name, bib: m.bib });
    byTeam.set(m.teamCode, list);
  }
  return {
    items: rows.map((r) => ({
      code: r.code,
      name: r.name,
      event_code: r.eventCode,
      event_name: nameIn(locale, r.eventName, r.eventNames),
      delegation: r.delegation,
      members: byTeam.get(r.code) ?? [],
    })),
  };
}
