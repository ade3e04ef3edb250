import { z } from 'zod';
import { SCHEDULE_FILTERS, type ScheduleFilter } from '../domain/schedule-filters';
import { disciplineCodeParam, isoDate, localizedNamesSchema, localizedTextSchema } from './common';
import { RESULT_STATUSES, SCHEDULE_ITEM_TYPES, SCHEDULE_STATUSES } from '../domain/statuses';
import { COMPETITOR_TYPES } from '../domain/medals';
import { PERIOD_KINDS } from '../domain/match-periods';

export const unitSummarySchema = z.object({
  code: z.string(),
  event_code: z.string(),
  discipline: z.string(),
  name: z.string(),
  /** The unit's name in each interface language the feed sent it in; `name` is the English one. */
  names: localizedNamesSchema,
  event_name: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  logical_day: z.string(),
  venue_code: z.string(),
  /** The venue's name in each interface language (English where untranslated); null for an unknown venue. */
  venue_name: localizedTextSchema.nullable(),
  location: z.string(),
  schedule_status: z.enum(SCHEDULE_STATUSES),
  result_status: z.enum(RESULT_STATUSES),
  medal: z.boolean(),
  start_text: z.string().nullable(),
  updated_at: z.string(),
});

export type UnitSummary = z.infer<typeof unitSummarySchema>;

/** One side of a match: who, and their score so far (null before the first point). */
export const matchSideSchema = z.object({
  code: z.string(),
  type: z.enum(COMPETITOR_TYPES),
  name: z.string(),
  delegation: z.string(),
  score: z.string().nullable(),
  won: z.boolean(),
});

/**
 * A head-to-head unit's two sides in start order, and the period being played (the number
 * of the set, quarter, half... of the result extras), null when the results carry none.
 */
export const matchSchema = z.object({
  sides: z.tuple([matchSideSchema, matchSideSchema]),
  period: z.object({ kind: z.enum(PERIOD_KINDS), number: z.number().int() }).nullable(),
});
export type Match = z.infer<typeof matchSchema>;

/** Someone in a unit that is not a match (a heat, a final, a round): who, for the name. */
export const unitEntrantSchema = z.object({ code: z.string(), name: z.string(), delegation: z.string() });
export type UnitEntrant = z.infer<typeof unitEntrantSchema>;

/**
 * A unit in the schedule lists: a match says who plays and the score; any other unit lists
 * everyone in it in start order (empty for a match, or before its start list is known).
 */
export const scheduleUnitSchema = unitSummarySchema.extend({
  match: matchSchema.nullable(),
  entrants: z.array(unitEntrantSchema),
});
export type ScheduleUnit = z.infer<typeof scheduleUnitSchema>;

export const scheduleItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(SCHEDULE_ITEM_TYPES),
  title: z.string(),
  discipline: z.string().nullable(),
  venue_code: z.string().nullable(),
  /** The venue's name in each interface language, when the item has a known venue. */
  venue_name: localizedTextSchema.nullable(),
  start_at: z.string(),
  end_at: z.string(),
  logical_day: z.string(),
});

export { SCHEDULE_FILTERS, type ScheduleFilter };

export const isoDay = isoDate;

export const scheduleDayParamsSchema = z.object({ day: isoDay });
export const scheduleQuerySchema = z.object({
  discipline: disciplineCodeParam.optional(),
  filter: z.enum(SCHEDULE_FILTERS).default('all'),
});

export const scheduleDayAnswerSchema = z.object({
  day: z.string(),
  units: z.array(scheduleUnitSchema),
  items: z.array(scheduleItemSchema),
});

/** Unknown codes answer 404 (not 400), so the path takes any three letters. */
export const scheduleDisciplineParamsSchema = z.object({
  code: z
    .string()
    .max(3, 'must be a three-letter discipline code')
    .regex(/^[A-Za-z]{3}$/, 'must be a three-letter discipline code')
    .transform((s) => s.toUpperCase()),
});
export const scheduleDisciplineQuerySchema = z.object({ day: isoDay.optional() });
export const scheduleDisciplineAnswerSchema = z.object({
  discipline: z.string(),
  days: z.array(
    z.object({
      day: z.string(),
      units: z.array(scheduleUnitSchema),
      items: z.array(scheduleItemSchema),
    }),
  ),
});

export const scheduleGridQuerySchema = z.object({
  days: z.enum(['event', 'all']).default('event'),
  filter: z.enum(SCHEDULE_FILTERS).default('all'),
});
export const scheduleGridAnswerSchema = z.object({
  days: z.array(z.string()),
  rows: z.array(
    z.object({
      /** A discipline code, or null for the items of no discipline (ceremonies, arrivals). */
      discipline: z.string().nullable(),
      cells: z.array(
        z.object({
          day: z.string(),
          units: z.number().int(),
          medal_units: z.number().int(),
          items: z.number().int(),
        }),
      ),
    }),
  ),
});
