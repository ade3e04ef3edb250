import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { disciplines, units, venues } from '../../db/schema';

export async function listVenues(db: Db) {
  const [rows, used, home] = await Promise.all([
    db.select().from(venues).orderBy(asc(venues.name)),
    db.selectDistinct({ venue: units.venueCode, discipline: units.disciplineCode }).from(units),
    db.select({ venue: disciplines.venueCode, discipline: disciplines.code }).from(disciplines),
  ]);
  const byVenue = new Map<string, Set<string>>();
  for (const { venue, discipline } of [...home, ...used]) {
    const set = byVenue.get(venue) ?? new Set<string>();
    set.add(discipline);
    byVenue.set(venue, set);
  }
  return {
    items: rows.map((v) => ({
      code: v.code,
      name: v.name,
      city: v.city,
      latitude: v.latitude,
      longitude: v.longitude,
      disciplines: [...(byVenue.get(v.code) ?? [])].sort(),
    })),
  };
}
