import { z } from 'zod';
import { SCHEDULE_STATUSES } from '../domain/statuses';
import { localizedTextSchema } from './common';
import { venueDetailsSchema } from './content';

export const venueSchema = z.object({
  code: z.string(),
  name: z.string(),
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
