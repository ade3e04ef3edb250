import type { z } from 'zod';
import type { medallistsQuerySchema } from '../../../shared/contracts/medals';
import { asc, eq, inArray } from 'drizzle-orm';
import { medalTable, type MedalKind } from '../../../shared/domain/medal-table';
import type { Db } from '../../db/client';
import type { LocaleTag } from '../../../shared/domain/locales';
import { nameIn } from '../../competition/names';
import { eventNameColumns, toCompetitor } from '../../competition/rows';
import { competitorColumns, withCompetitorNames } from '../../competition/competitor-rows';
import { eqIfGiven } from '../../db/filters';
import { athletes, delegations, events, medals, resultRecords } from '../../db/schema';

export interface MedalFilters {
  discipline?: string;
  gender?: 'M' | 'W' | 'X';
  division?: number;
}

/** The medal table (overall, by discipline, gender or division) under the rules of shared/domain/medal-table. */
export async function medalStandings(db: Db, f: MedalFilters) {
  const ofChosenEvents = eqIfGiven(
    [events.disciplineCode, f.discipline],
    [events.gender, f.gender],
    [events.division, f.division],
  );
  const [awards, names] = await Promise.all([
    db
      .select({ delegation: medals.delegationCode, medal: medals.medal })
      .from(medals)
      .innerJoin(events, eq(events.code, medals.eventCode))
      .where(ofChosenEvents),
    db.select({ code: delegations.code, name: delegations.name }).from(delegations),
  ]);
  const nameOf = new Map(names.map((d) => [d.code, d.name]));
  const rows = medalTable(
    awards.map((a) => ({ delegation: a.delegation, medal: a.medal as MedalKind })),
    (code) => nameOf.get(code) ?? code,
  );
  const count = (kind: MedalKind) => awards.filter((a) => a.medal === kind).length;
  return {
    rows,
    totals: { gold: count('gold'), silver: count('silver'), bronze: count('bronze'), total: awards.length },
  };
}

const MEDAL_ORDER: Record<string, number> = { gold: 0, silver: 1, bronze: 2 };

/** Medallists per event, events in programme order. */
export async function medallists(db: Db, f: z.infer<typeof medallistsQuerySchema>, locale: LocaleTag) {
  const rows = await withCompetitorNames(
    db
      .select({
        eventCode: events.code,
        ...eventNameColumns,
        discipline: events.disciplineCode,
        gender: events.gender,
        division: events.division,
        medal: medals.medal,
        ...competitorColumns(medals),
        athleteId: athletes.id,
        unitCode: medals.unitCode,
      })
      .from(medals)
      .innerJoin(events, eq(events.code, medals.eventCode))
      .$dynamic(),
    medals,
  )
    .where(
      eqIfGiven(
        [events.disciplineCode, f.discipline],
        [events.code, f.event],
        [medals.delegationCode, f.delegation],
        [events.gender, f.gender],
        [events.division, f.division],
      ),
    )
    .orderBy(asc(events.disciplineCode), asc(events.division), asc(events.sortOrder), asc(events.gender));
  const marks = await medalMarks(db, [...new Set(rows.map((r) => r.unitCode))]);
  const byEvent = new Map<
    string,
    {
      event_code: string;
      event_name: string;
      discipline: string;
      gender: string;
      division: number;
      medallists: {
        medal: MedalKind;
        competitor: ReturnType<typeof toCompetitor>;
        athlete_id: number | null;
        records?: { code: string; equalled: boolean }[];
      }[];
    }
  >();
  for (const r of rows) {
    let e = byEvent.get(r.eventCode);
    if (!e) {
      e = {
        event_code: r.eventCode,
        event_name: nameIn(locale, r.eventName, r.eventNames),
        discipline: r.discipline,
        gender: r.gender,
        division: r.division,
        medallists: [],
      };
      byEvent.set(r.eventCode, e);
    }
    e.medallists.push({
      medal: r.medal,
      competitor: toCompetitor(r),
      athlete_id: r.athleteId ?? null,
      ...(marks.has(`${r.unitCode}|${r.competitorCode}`) && {
        records: marks.get(`${r.unitCode}|${r.competitorCode}`),
      }),
    });
  }
  for (const e of byEvent.values())
    e.medallists.sort(
      (a, b) =>
        MEDAL_ORDER[a.medal]! - MEDAL_ORDER[b.medal]! || a.competitor.name.localeCompare(b.competitor.name),
    );
  return { events: [...byEvent.values()] };
}

/** The record marks of the medal-winning units' results, by unit and competitor. */
async function medalMarks(db: Db, unitCodes: string[]) {
  const out = new Map<string, { code: string; equalled: boolean }[]>();
  if (!unitCodes.length) return out;
  const rows = await db.select().from(resultRecords).where(inArray(resultRecords.unitCode, unitCodes));
  for (const r of rows) {
    const key = `${r.unitCode}|${r.competitorCode}`;
    out.set(key, [...(out.get(key) ?? []), { code: r.code, equalled: r.equalled }]);
  }
  return out;
}
