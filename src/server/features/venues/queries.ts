import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { ScheduleStatus } from '../../../shared/domain/statuses';
import type { Db } from '../../db/client';
import { disciplines, events, units, venues } from '../../db/schema';
import { imagesById, venueDetails } from '../content';
import { venueNamesOf } from '../../competition/venue-names';
import type { LocaleTag } from '../../../shared/domain/locales';
import { nameIn } from '../../competition/names';
import { eventNameColumns } from '../../competition/rows';

/** How many coming units a venue's page lists. */
export const NEXT_SESSIONS = 6;
/** Units in these states are over: they are no longer "next" at their venue. */
const OVER = ['FINISHED', 'CANCELLED'];

/** The disciplines held at each venue: their home venue and any venue one of their units uses. */
async function disciplinesByVenue(db: Db, code?: string) {
  const [used, home] = await Promise.all([
    db
      .selectDistinct({ venue: units.venueCode, discipline: units.disciplineCode })
      .from(units)
      .where(code ? eq(units.venueCode, code) : undefined),
    db
      .select({ venue: disciplines.venueCode, discipline: disciplines.code })
      .from(disciplines)
      .where(code ? eq(disciplines.venueCode, code) : undefined),
  ]);
  const byVenue = new Map<string, Set<string>>();
  for (const { venue, discipline } of [...home, ...used]) {
    const set = byVenue.get(venue) ?? new Set<string>();
    set.add(discipline);
    byVenue.set(venue, set);
  }
  return (venue: string) => [...(byVenue.get(venue) ?? [])].sort();
}

const venueJson = (v: typeof venues.$inferSelect) => ({
  code: v.code,
  name: v.name,
  names: venueNamesOf(v),
  city: v.city,
  latitude: v.latitude,
  longitude: v.longitude,
});

export async function listVenues(db: Db) {
  const [rows, held] = await Promise.all([
    db.select().from(venues).orderBy(asc(venues.name)),
    disciplinesByVenue(db),
  ]);
  return { items: rows.map((v) => ({ ...venueJson(v), disciplines: held(v.code) })) };
}

/**
 * One venue with the organisers' details and its next units. "Next" is decided by the units'
 * statuses, not by the clock: the answer then only changes when the schedule does, so it is
 * cached like every other read, and a unit running late still shows until it is finished.
 */
export async function venueAnswer(db: Db, code: string, locale: LocaleTag) {
  const [venue] = await db.select().from(venues).where(eq(venues.code, code));
  if (!venue) return null;
  const [held, published, image, sessions] = await Promise.all([
    disciplinesByVenue(db, code),
    venueDetails(db, code),
    imagesById(db, [venue.imageId]),
    db
      .select({
        unit: units,
        ...eventNameColumns,
        disciplineName: disciplines.names,
      })
      .from(units)
      .innerJoin(events, eq(events.code, units.eventCode))
      .innerJoin(disciplines, eq(disciplines.code, units.disciplineCode))
      .where(and(eq(units.venueCode, code), notInArray(units.scheduleStatus, OVER)))
      .orderBy(asc(units.startAt), asc(units.code))
      .limit(NEXT_SESSIONS),
  ]);
  // The address and photo given with the venue come first; the organisers' published details
  // (a content item) add the text, and their address and photo where the venue has none.
  const address = venue.address || published?.address || null;
  const photo = image(venue.imageId) ?? published?.image ?? null;
  const details =
    address || photo || published ? { address, text: published?.text ?? null, image: photo } : null;
  return {
    ...venueJson(venue),
    disciplines: held(code),
    details,
    next_sessions: sessions.map(({ unit, eventName, eventNames, disciplineName }) => ({
      unit_code: unit.code,
      unit_name: unit.name,
      event_code: unit.eventCode,
      event_name: nameIn(locale, eventName, eventNames),
      discipline: unit.disciplineCode,
      discipline_name: disciplineName,
      start_at: unit.startAt.toISOString(),
      end_at: unit.endAt.toISOString(),
      schedule_status: unit.scheduleStatus as ScheduleStatus,
    })),
  };
}
