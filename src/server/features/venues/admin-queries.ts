import { asc, eq, sql } from 'drizzle-orm';
import type { AdminVenue } from '../../../shared/contracts/venues';
import type { Db } from '../../db/client';
import { scheduleItems, units, venues } from '../../db/schema';
import { imagesById } from '../content';

// Spelled out: inside the subquery an unqualified "code" would be the other table's.
const outerCode = sql.raw('"venues"."code"');
const unitsHeld = sql<number>`(select count(*) from ${units} where ${units.venueCode} = ${outerCode})`;
const itemsHeld = sql<number>`(select count(*) from ${scheduleItems} where ${scheduleItems.venueCode} = ${outerCode})`;

/** The venues as the admin edits them, by code, with their photo and what is held there. */
export async function adminVenues(db: Db, code?: string): Promise<AdminVenue[]> {
  const rows = await db
    .select({ venue: venues, units: unitsHeld.mapWith(Number), items: itemsHeld.mapWith(Number) })
    .from(venues)
    .where(code === undefined ? undefined : eq(venues.code, code))
    .orderBy(asc(venues.code));
  const image = await imagesById(
    db,
    rows.map((r) => r.venue.imageId),
  );
  return rows.map(({ venue: v, units: unitCount, items }) => ({
    code: v.code,
    // The form shows what was given: an untranslated language stays empty there.
    names: { en: v.name, es: v.names.es ?? '', pt: v.names.pt ?? '', az: v.names.az ?? '' },
    city: v.city,
    latitude: v.latitude,
    longitude: v.longitude,
    address: v.address ?? '',
    image_id: v.imageId,
    image: image(v.imageId),
    units: unitCount,
    schedule_items: items,
  }));
}
