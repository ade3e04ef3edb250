import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ContentFields,
  ContentKind,
  PlaceType,
  publicPageSchema,
  TranslationsInput,
  transportAnswerSchema,
  venueDetailsSchema,
} from '../../../shared/contracts/content';
import type { Db } from '../../db/client';
import { competitions, contentItems } from '../../db/schema';
import { itemsOfKind, withFiles, type ContentRow } from './queries';
import { localized } from './translations';

// What readers get: published items only, each with its title and text in every language
// (English where a translation is missing) and its files resolved to URLs.

async function published<K extends ContentKind>(db: Db, kind: K, rows?: ContentRow[]) {
  const list = rows ?? (await itemsOfKind(db, kind, true));
  const resolve = await withFiles(db, list);
  return list.map((row) => ({
    row,
    fields: row.fields as ContentFields<K>,
    base: {
      id: row.id,
      title: localized(row.translations as TranslationsInput, 'title'),
      text: localized(row.translations as TranslationsInput, 'text'),
    },
    resolve,
  }));
}

export async function placesAnswer(db: Db, type: PlaceType) {
  const items = (await published(db, 'place')).filter((i) => i.fields.type === type);
  return {
    items: items.map(({ base, fields, resolve }) => ({
      ...base,
      type: fields.type,
      address: fields.address,
      phone: fields.phone,
      hours: fields.hours,
      latitude: fields.latitude,
      longitude: fields.longitude,
      image: resolve.image(fields.image_id),
    })),
  };
}

export async function ambassadorsAnswer(db: Db) {
  return {
    items: (await published(db, 'ambassador')).map(({ base, fields, resolve }) => ({
      ...base,
      role: fields.role,
      discipline: fields.discipline,
      available_days: fields.available_days,
      image: resolve.image(fields.image_id),
    })),
  };
}

/** Sponsors by tier (1 first), in the organisers' order within a tier. */
export async function sponsorsAnswer(db: Db) {
  const items = (await published(db, 'sponsor')).map(({ base, fields, resolve }) => ({
    ...base,
    tier: fields.tier,
    url: fields.url,
    image: resolve.image(fields.image_id),
  }));
  return { items: items.toSorted((a, b) => a.tier - b.tier) };
}

function pageJson(
  item: Awaited<ReturnType<typeof published<'page'>>>[number],
): z.infer<typeof publicPageSchema> {
  return {
    ...item.base,
    slug: item.fields.slug,
    documents: item.resolve.documents(item.fields.document_ids),
  };
}

export async function pageAnswer(db: Db, slug: string) {
  const rows = await db
    .select()
    .from(contentItems)
    .where(
      sql`${contentItems.kind} = 'page' and ${contentItems.published} and ${contentItems.fields} ->> 'slug' = ${slug}`,
    );
  const [item] = await published(db, 'page', rows);
  return item ? pageJson(item) : null;
}

export async function transportAnswer(
  db: Db,
  fallbackTimeZone: string,
): Promise<z.infer<typeof transportAnswerSchema>> {
  const [lines, guide, [games]] = await Promise.all([
    published(db, 'transport_line'),
    pageAnswer(db, 'transport-guide'),
    db.select({ timeZone: competitions.timeZone }).from(competitions).limit(1),
  ]);
  return {
    lines: lines.map(({ base, fields }) => ({
      ...base,
      color: fields.color,
      stops: fields.stops,
      departures: fields.departures,
    })),
    guide,
    time_zone: games?.timeZone ?? fallbackTimeZone,
  };
}

/** The organisers' details of a feed venue, when published. */
export async function venueDetails(db: Db, code: string): Promise<z.infer<typeof venueDetailsSchema> | null> {
  const rows = await db
    .select()
    .from(contentItems)
    .where(
      sql`${contentItems.kind} = 'venue' and ${contentItems.published} and ${contentItems.fields} ->> 'venue_code' = ${code}`,
    );
  const [item] = await published(db, 'venue', rows);
  if (!item) return null;
  return {
    address: item.fields.address || null,
    text: item.base.text,
    image: item.resolve.image(item.fields.image_id),
  };
}
