import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { ScheduleFilter } from '../../../shared/contracts/schedule';
import type { ScheduleItemType } from '../../../shared/domain/statuses';
import type { Db } from '../../db/client';
import type { LocaleTag } from '../../../shared/domain/locales';
import { toUnitSummary, selectUnitSummaries } from '../../competition/rows';
import { readLineups } from '../../competition/matches';
import { competitions, disciplines, scheduleItems, units, venues } from '../../db/schema';
import { venueNamesSql } from '../../competition/venue-names';
import { eqIfGiven } from '../../db/filters';

/** Which schedule items each grid filter shows; null means every type. */
const ITEM_TYPES: Record<ScheduleFilter, readonly ScheduleItemType[] | null> = {
  all: null,
  competition: ['competition', 'competition-medal'],
  medal: ['medal', 'competition-medal'],
  arrival: ['arrival'],
  meeting: ['meeting', 'technical-meeting'],
  departure: ['departure'],
  broadcast: ['broadcast'],
  weighting: ['weighting'],
  training: ['training'],
  others: ['default', 'opening-ceremony', 'closing-ceremony'],
};

/** Competition units appear under all, competition and medal (medal units only). */
function unitFilter(filter: ScheduleFilter): SQL | undefined | false {
  if (filter === 'all' || filter === 'competition') return undefined;
  if (filter === 'medal') return eq(units.medal, true);
  return false;
}

interface Filters {
  day?: string;
  discipline?: string;
  filter: ScheduleFilter;
  /** The language units' events are named in. */
  locale?: LocaleTag;
}

/** The units of the filters, each match with its two sides and score, any other with everyone in it. */
async function selectUnits(db: Db, f: Filters) {
  const extra = unitFilter(f.filter);
  if (extra === false) return [];
  const rows = await selectUnitSummaries(db)
    .where(
      and(
        ne(units.scheduleStatus, 'UNSCHEDULED'), // ODF: not shown
        eqIfGiven([units.logicalDay, f.day], [units.disciplineCode, f.discipline]),
        extra,
      ),
    )
    // ODF schedule order: by logical day, start time, then location and code.
    .orderBy(asc(units.logicalDay), asc(units.startAt), asc(units.location), asc(units.code));
  const lineups = await readLineups(
    db,
    rows.map((r) => ({ code: r.code, discipline: r.disciplineCode })),
  );
  return rows.map((r) => ({
    ...toUnitSummary(r, f.locale),
    match: lineups.get(r.code)?.match ?? null,
    entrants: lineups.get(r.code)?.entrants ?? [],
  }));
}

async function selectItems(db: Db, f: Filters) {
  const types = ITEM_TYPES[f.filter];
  const rows = await db
    .select({ item: scheduleItems, venueName: venueNamesSql })
    .from(scheduleItems)
    .leftJoin(venues, eq(venues.code, scheduleItems.venueCode))
    .where(
      and(
        eqIfGiven([scheduleItems.logicalDay, f.day], [scheduleItems.disciplineCode, f.discipline]),
        types ? inArray(scheduleItems.type, [...types]) : undefined,
      ),
    )
    .orderBy(asc(scheduleItems.logicalDay), asc(scheduleItems.startAt), asc(scheduleItems.id));
  return rows.map(({ item: r, venueName }) => ({
    id: r.id,
    type: r.type as ScheduleItemType,
    title: r.title,
    discipline: r.disciplineCode,
    venue_code: r.venueCode,
    venue_name: venueName,
    start_at: r.startAt.toISOString(),
    end_at: r.endAt.toISOString(),
    logical_day: r.logicalDay,
  }));
}

async function competitionDays(db: Db) {
  const [c] = await db.select({ from: competitions.startsOn, to: competitions.endsOn }).from(competitions);
  return c ?? null;
}

export async function scheduleDay(db: Db, day: string, q: Omit<Filters, 'day'>) {
  const range = await competitionDays(db);
  if (!range || day < range.from || day > range.to) return null;
  const [unitRows, items] = await Promise.all([
    selectUnits(db, { ...q, day }),
    selectItems(db, { ...q, day }),
  ]);
  return { day, units: unitRows, items };
}

export async function scheduleDiscipline(db: Db, code: string, day: string | undefined, locale?: LocaleTag) {
  const [known] = await db
    .select({ code: disciplines.code })
    .from(disciplines)
    .where(eq(disciplines.code, code));
  if (!known) return null;
  const f: Filters = { discipline: code, day, filter: 'all', locale };
  const [unitRows, items] = await Promise.all([selectUnits(db, f), selectItems(db, f)]);
  const days = new Map<string, { day: string; units: typeof unitRows; items: typeof items }>();
  const at = (d: string) => days.get(d) ?? days.set(d, { day: d, units: [], items: [] }).get(d)!;
  for (const u of unitRows) at(u.logical_day).units.push(u);
  for (const i of items) at(i.logical_day).items.push(i);
  return { discipline: code, days: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)) };
}

/** Disciplines × days: how many units, medal units and other items each cell holds. */
export async function scheduleGrid(db: Db, q: { days: 'event' | 'all'; filter: ScheduleFilter }) {
  const range = await competitionDays(db);
  if (!range) return { days: [], rows: [] };
  const extra = unitFilter(q.filter);
  const types = ITEM_TYPES[q.filter];
  const [unitCounts, itemCounts, disciplineRows] = await Promise.all([
    extra === false
      ? Promise.resolve([])
      : db
          .select({
            discipline: units.disciplineCode,
            day: units.logicalDay,
            units: sql<number>`count(*)::int`,
            medalUnits: sql<number>`(count(*) filter (where ${units.medal}))::int`,
          })
          .from(units)
          .where(and(ne(units.scheduleStatus, 'UNSCHEDULED'), extra))
          .groupBy(units.disciplineCode, units.logicalDay),
    db
      .select({
        discipline: scheduleItems.disciplineCode,
        day: scheduleItems.logicalDay,
        items: sql<number>`count(*)::int`,
      })
      .from(scheduleItems)
      .where(types ? inArray(scheduleItems.type, [...types]) : undefined)
      .groupBy(scheduleItems.disciplineCode, scheduleItems.logicalDay),
    db.select({ code: disciplines.code }).from(disciplines).orderBy(asc(disciplines.code)),
  ]);
  const cells = new Map<string, { units: number; medal_units: number; items: number }>();
  const cell = (d: string | null, day: string) => {
    const key = `${d ?? ''}#${day}`;
    return cells.get(key) ?? cells.set(key, { units: 0, medal_units: 0, items: 0 }).get(key)!;
  };
  for (const u of unitCounts)
    Object.assign(cell(u.discipline, u.day), { units: u.units, medal_units: u.medalUnits });
  for (const i of itemCounts) cell(i.discipline, i.day).items = i.items;

  const allDays: string[] = [];
  for (let d = range.from; d <= range.to; d = nextDay(d)) allDays.push(d);
  const eventDays = new Set(unitCounts.map((u) => u.day));
  const days = q.days === 'all' ? allDays : allDays.filter((d) => eventDays.has(d));
  const rowFor = (discipline: string | null) => ({
    discipline,
    cells: days.map((day) => ({
      day,
      ...(cells.get(`${discipline ?? ''}#${day}`) ?? { units: 0, medal_units: 0, items: 0 }),
    })),
  });
  const rows = [rowFor(null), ...disciplineRows.map((d) => rowFor(d.code))].filter((r) =>
    r.cells.some((c) => c.units > 0 || c.items > 0),
  );
  return { days, rows };
}

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
