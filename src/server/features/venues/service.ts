import { asc, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../../shared/contracts/auth';
import type { VenueCreate, VenueInput } from '../../../shared/contracts/venues';
import type { Db } from '../../db/client';
import { contentItems, disciplines, scheduleItems, storedFiles, units, venues } from '../../db/schema';
import { bumpVersions, TOPICS } from '../../db/versions';
import { HttpError } from '../../http-error';
import { message } from '../../i18n/messages';
import type { LocaleTag } from '../../../shared/domain/locales';
import { recordAudit } from '../audit';

// The organisers' venue changes. Each is one transaction: the row, its audit entry (the venue
// before and after) and the version bumps that make every public read naming the venue fresh.

type Admin = Pick<SessionUser, 'id' | 'username'>;
type Row = typeof venues.$inferSelect;
type Tx = Db;

const notFound = (code: string) => new HttpError(404, 'NOT_FOUND', 'venueNotFound', { code });

/** The row's columns from the form: English in `name`, the other languages in `names`. */
function columnsOf(input: VenueInput) {
  const { en, ...others } = input.names;
  return {
    name: en,
    names: Object.fromEntries(Object.entries(others).filter(([, v]) => v !== '')),
    city: input.city,
    latitude: input.latitude,
    longitude: input.longitude,
    address: input.address || null,
    imageId: input.image_id,
  };
}

const auditJson = (row: Row | undefined) =>
  row && {
    name: row.name,
    names: row.names,
    city: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
    address: row.address,
    image_id: row.imageId,
  };

async function checkImage(tx: Tx, id: string | null) {
  if (id === null) return;
  const [file] = await tx.select({ kind: storedFiles.kind }).from(storedFiles).where(eq(storedFiles.id, id));
  if (file?.kind !== 'image') throw new HttpError(400, 'VENUE_INVALID', 'venueImageMissing', { id });
}

/**
 * Records the change and bumps what names or places the venue: the reference data (venues,
 * disciplines, the schedule's days) and the page of every unit held there.
 */
async function finish(tx: Tx, admin: Admin, action: string, code: string, before?: Row, after?: Row) {
  await recordAudit(tx, admin, {
    action,
    target: `VENUE:${code}`,
    before: auditJson(before) ?? null,
    after: auditJson(after) ?? null,
  });
  const held = await tx.select({ code: units.code }).from(units).where(eq(units.venueCode, code));
  await bumpVersions(tx, [TOPICS.reference, TOPICS.schedule, ...held.map((u) => TOPICS.unit(u.code))]);
}

export function createVenue(db: Db, admin: Admin, input: VenueCreate): Promise<void> {
  return db.transaction(async (tx) => {
    await checkImage(tx, input.image_id);
    const [after] = await tx
      .insert(venues)
      .values({ code: input.code, ...columnsOf(input) })
      .onConflictDoNothing()
      .returning();
    if (!after) throw new HttpError(409, 'VENUE_TAKEN', 'venueCodeTaken', { code: input.code });
    await finish(tx, admin, 'venue.create', input.code, undefined, after);
  });
}

export function updateVenue(db: Db, admin: Admin, code: string, input: VenueInput): Promise<void> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(venues).where(eq(venues.code, code)).for('update');
    if (!before) throw notFound(code);
    await checkImage(tx, input.image_id);
    const [after] = await tx.update(venues).set(columnsOf(input)).where(eq(venues.code, code)).returning();
    await finish(tx, admin, 'venue.update', code, before, after);
  });
}

/** What still uses a venue, as phrases in the reader's language (none: it may be deleted). */
async function usesOf(tx: Tx, code: string, locale: LocaleTag): Promise<string[]> {
  const [unitRows, itemRows, disciplineRows, contentRows] = await Promise.all([
    tx
      .select({ name: units.name, count: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(units)
      .where(eq(units.venueCode, code))
      .orderBy(asc(units.startAt))
      .limit(1),
    tx
      .select({ title: scheduleItems.title, count: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(scheduleItems)
      .where(eq(scheduleItems.venueCode, code))
      .orderBy(asc(scheduleItems.startAt))
      .limit(1),
    tx.select({ code: disciplines.code }).from(disciplines).where(eq(disciplines.venueCode, code)),
    tx
      .select({ id: contentItems.id, title: sql<string>`${contentItems.translations} -> 'en' ->> 'title'` })
      .from(contentItems)
      .where(
        sql`(${contentItems.kind} = 'venue' and ${contentItems.fields} ->> 'venue_code' = ${code})
          or (${contentItems.kind} = 'transport_line' and ${contentItems.fields} -> 'stops' @> ${JSON.stringify([{ venue_code: code }])}::jsonb)`,
      ),
  ]);
  const say = (key: Parameters<typeof message>[0], params: Record<string, string | number>) =>
    message(key, locale, params)!;
  const uses: string[] = [];
  const [unit] = unitRows;
  if (unit) uses.push(say('venueUsesUnits', { count: unit.count, example: unit.name }));
  const [item] = itemRows;
  if (item) uses.push(say('venueUsesItems', { count: item.count, example: item.title }));
  if (disciplineRows.length > 0)
    uses.push(say('venueUsesDisciplines', { list: disciplineRows.map((d) => d.code).join(', ') }));
  if (contentRows.length > 0)
    uses.push(say('venueUsesContent', { list: contentRows.map((c) => `“${c.title}”`).join(', ') }));
  return uses;
}

/** Deletes a venue nothing uses; otherwise a 409 naming what uses it. */
export function deleteVenue(db: Db, admin: Admin, code: string, locale: LocaleTag): Promise<void> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(venues).where(eq(venues.code, code)).for('update');
    if (!before) throw notFound(code);
    const uses = await usesOf(tx, code, locale);
    if (uses.length > 0)
      throw new HttpError(409, 'VENUE_IN_USE', 'venueInUse', { code, uses: uses.join('; ') });
    await tx.delete(venues).where(eq(venues.code, code));
    await finish(tx, admin, 'venue.delete', code, before);
  });
}
