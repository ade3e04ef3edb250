import { z } from 'zod';
import { localizedTextSchema } from './common';

export const disciplineSchema = z.object({
  code: z.string(),
  names: localizedTextSchema,
  coordinator: z.object({ name: z.string(), contact: z.string() }),
  venue_code: z.string(),
  /** The venue's name, null when the code names no known venue. */
  venue_name: z.string().nullable(),
  /** The venue's name in each interface language (English where untranslated), null likewise. */
  venue_names: localizedTextSchema.nullable(),
  events: z.number().int(),
  medal_events: z.number().int(),
});

export const eventSchema = z.object({
  code: z.string(),
  discipline: z.string(),
  gender: z.string(),
  name: z.string(),
  division: z.number().int(),
  medal_event: z.boolean(),
  team: z.boolean(),
});

export const competitionDaySchema = z.object({
  day: z.string(),
  /** Has at least one competition unit (the schedule's "event days only" view). */
  event_day: z.boolean(),
  units: z.number().int(),
  medal_units: z.number().int(),
});

export const competitionSchema = z.object({
  code: z.string(),
  name: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  time_zone: z.string(),
  day_boundary_hour: z.number().int(),
  days: z.array(competitionDaySchema),
});

export const disciplinesAnswerSchema = z.object({ items: z.array(disciplineSchema) });
/** Unknown codes answer 404 (not 400), so the path takes any three letters. */
export const disciplineParamsSchema = z.object({
  code: z
    .string()
    .max(3, 'must be a three-letter discipline code')
    .regex(/^[A-Za-z]{3}$/, 'must be a three-letter discipline code')
    .transform((s) => s.toUpperCase()),
});
export const disciplineEventsAnswerSchema = z.object({
  discipline: disciplineSchema,
  events: z.array(eventSchema),
});
