import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LocaleTag } from '../../../shared/domain/locales';
import { nameIn } from '../../competition/names';
import { competitions, disciplines, events, units, venues } from '../../db/schema';
import { addDaysIso } from '../../db/dates';
import { venueNamesSql } from '../../competition/venue-names';

export async function getCompetition(db: Db) {
  const [competition] = await db.select().from(competitions).limit(1);
  if (!competition) return null;
  const counts = await db
    .select({
      day: units.logicalDay,
      units: sql<number>`count(*)::int`,
      medalUnits: sql<number>`(count(*) filter (where ${units.medal}))::int`,
    })
    .from(units)
    .where(sql`${units.scheduleStatus} <> 'UNSCHEDULED'`)
    .groupBy(units.logicalDay);
  const byDay = new Map(counts.map((c) => [c.day, c]));
  const days = [];
  for (let d = competition.startsOn; d <= competition.endsOn; d = addDaysIso(d, 1)) {
    const c = byDay.get(d);
    days.push({ day: d, event_day: !!c, units: c?.units ?? 0, medal_units: c?.medalUnits ?? 0 });
  }
  return {
    code: competition.code,
    name: competition.name,
    starts_on: competition.startsOn,
    ends_on: competition.endsOn,
    time_zone: competition.timeZone,
    day_boundary_hour: competition.dayBoundaryHour,
    days,
  };
}

const disciplineColumns = {
  code: disciplines.code,
  names: disciplines.names,
  coordinatorName: disciplines.coordinatorName,
  coordinatorContact: disciplines.coordinatorContact,
  venueCode: disciplines.venueCode,
  venueName: sql<
    string | null
  >`(select ${venues.name} from ${venues} where ${venues.code} = "disciplines"."venue_code")`,
  venueNames: venueNamesSql,
  events: sql<number>`(select count(*)::int from ${events} where ${events.disciplineCode} = "disciplines"."code")`,
  medalEvents: sql<number>`(select count(*)::int from ${events} where ${events.disciplineCode} = "disciplines"."code" and ${events.medalEvent})`,
};

type DisciplineRow = Awaited<ReturnType<typeof selectDisciplines>>[number];

function selectDisciplines(db: Db) {
  return db
    .select(disciplineColumns)
    .from(disciplines)
    .leftJoin(venues, eq(venues.code, disciplines.venueCode))
    .orderBy(asc(disciplines.code));
}

function toDiscipline(r: DisciplineRow) {
  return {
    code: r.code,
    names: r.names,
    coordinator: { name: r.coordinatorName, contact: r.coordinatorContact },
    venue_code: r.venueCode,
    venue_name: r.venueName,
    venue_names: r.venueNames,
    events: r.events,
    medal_events: r.medalEvents,
  };
}

export async function listDisciplines(db: Db) {
  return { items: (await selectDisciplines(db)).map(toDiscipline) };
}

export async function disciplineEvents(db: Db, code: string, locale: LocaleTag) {
  const [discipline] = await selectDisciplines(db).where(eq(disciplines.code, code));
  if (!discipline) return null;
  const rows = await db
    .select()
    .from(events)
    .where(eq(events.disciplineCode, code))
    .orderBy(asc(events.division), asc(events.sortOrder), asc(events.gender));
  return {
    discipline: toDiscipline(discipline),
    events: rows.map((e) => ({
      code: e.code,
      discipline: e.disciplineCode,
      gender: e.gender,
      name: nameIn(locale, e.name, e.names),
      division: e.division,
      medal_event: e.medalEvent,
      team: e.team,
    })),
  };
}
