import { z } from 'zod';
import { SCHEDULE_STATUSES } from '../domain/statuses';
import { localizedTextSchema } from './common';
import { imageSchema, venueDetailsSchema } from './content';
import { text } from './text';

export const venueSchema = z.object({
  code: z.string(),
  /** The English name. */
  name: z.string(),
  /** The name in each interface language, English where the organisers gave no translation. */
  names: localizedTextSchema,
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

export const venuesAnswerSchema = z.object({
  items: z.array(venueSchema.extend({ disciplines: z.array(z.string()) })),
});

/** A coming (or running) unit at a venue, for "next at this venue". */
export const venueSessionSchema = z.object({
  unit_code: z.string(),
  unit_name: z.string(),
  event_code: z.string(),
  event_name: z.string(),
  discipline: z.string(),
  discipline_name: localizedTextSchema,
  start_at: z.string(),
  end_at: z.string(),
  schedule_status: z.enum(SCHEDULE_STATUSES),
});

/** One venue: the feed's data, its disciplines, the organisers' details and its next sessions. */
export const venueAnswerSchema = venueSchema.extend({
  disciplines: z.array(z.string()),
  details: venueDetailsSchema.nullable(),
  next_sessions: z.array(venueSessionSchema),
});

export const venueParamsSchema = z.object({ code: z.string().min(1).max(20) });

// ---------------------------------------------------------------- admin

/** A venue's code as the results feed and the import write it (AQC, HBP-POOL). */
export const venueCodeSchema = z
  .string()
  .max(20, 'venueCodeFormat')
  .regex(/^[A-Z0-9][A-Z0-9_-]{0,19}$/, 'venueCodeFormat');
const venueName = text(120).trim();
const coordinate = (limit: number, message: string) =>
  z.number(message).min(-limit, message).max(limit, message);

/** A venue as the admin form sends it; the code is given once, when the venue is created. */
export const venueInputSchema = z.object({
  /** English required; an empty language reads as English. */
  names: z.object({
    en: venueName.min(1, 'venueNameRequired'),
    es: venueName.default(''),
    pt: venueName.default(''),
    az: venueName.default(''),
  }),
  city: text(80).trim().min(1, 'venueCityRequired'),
  latitude: coordinate(90, 'latitudeRange'),
  longitude: coordinate(180, 'longitudeRange'),
  address: text(300).trim().default(''),
  /** A stored image from the uploads route (re-encoded there), or none. */
  image_id: z.uuid().max(36).nullable().default(null),
});
export type VenueInput = z.output<typeof venueInputSchema>;
export const venueCreateSchema = venueInputSchema.extend({ code: venueCodeSchema });
export type VenueCreate = z.output<typeof venueCreateSchema>;

/** A venue in the admin list: what the form edits, its photo resolved, and what uses it. */
export const adminVenueSchema = z.object({
  code: z.string(),
  names: localizedTextSchema,
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  address: z.string(),
  image_id: z.string().nullable(),
  image: imageSchema.nullable(),
  /** Units and schedule items held there: a venue in use cannot be deleted. */
  units: z.number().int(),
  schedule_items: z.number().int(),
});
export type AdminVenue = z.infer<typeof adminVenueSchema>;
export const adminVenuesAnswerSchema = z.object({ items: z.array(adminVenueSchema) });
