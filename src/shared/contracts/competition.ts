import { z } from 'zod';
import { DISCIPLINE_CODES } from '../domain/disciplines';
import { RESULT_STATUSES, SCHEDULE_ITEM_TYPES, SCHEDULE_STATUSES } from '../domain/statuses';
import { text } from './text';

export const localizedTextSchema = z.object({
  en: z.string(),
  es: z.string(),
  pt: z.string(),
  az: z.string(),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

const pair = z.object({ a: z.number(), b: z.number() });

/** Sport-specific result data (issue 3), validated before it is stored. */
export const resultExtrasSchema = z.object({
  splits: z.array(z.object({ distance: text(20), timeMs: z.number().int() })).optional(),
  sets: z.array(pair).optional(),
  halves: z.array(pair).optional(),
  periods: z.array(pair).optional(),
  bouts: z
    .array(z.object({ round: text(40), opponent: text(100), score: text(40), won: z.boolean() }))
    .optional(),
  rounds: z.array(pair).optional(),
  ends: z.array(pair).optional(),
  cards: z.object({ yellow: z.number().int(), red: z.number().int() }).optional(),
  shido: z.number().int().optional(),
  execution: z.number().optional(),
  difficulty: z.number().optional(),
  opponent: text(100).optional(),
});
export type ResultExtras = z.infer<typeof resultExtrasSchema>;

export const disciplineCodeParam = z.enum(DISCIPLINE_CODES);
/** A 22-character RSC event code in a path or query, in any case. */
export const eventCodeParam = z
  .string()
  .max(22, 'must be a 22-character RSC event code')
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9-]{22}$/, 'must be a 22-character RSC event code'));
/** A three-letter delegation code in a query, in any case. */
export const delegationCodeParam = z
  .string()
  .max(3, 'must be a three-letter delegation code')
  .regex(/^[A-Za-z]{3}$/, 'must be a three-letter delegation code')
  .transform((s) => s.toUpperCase());

export const disciplineSchema = z.object({
  code: z.string(),
  names: localizedTextSchema,
  coordinator: z.object({ name: z.string(), contact: z.string() }),
  venue_code: z.string(),
  /** The venue's name, null when the code names no known venue. */
  venue_name: z.string().nullable(),
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

export const unitSummarySchema = z.object({
  code: z.string(),
  event_code: z.string(),
  discipline: z.string(),
  name: z.string(),
  event_name: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  logical_day: z.string(),
  venue_code: z.string(),
  location: z.string(),
  schedule_status: z.enum(SCHEDULE_STATUSES),
  result_status: z.enum(RESULT_STATUSES),
  medal: z.boolean(),
  start_text: z.string().nullable(),
  updated_at: z.string(),
});
export type UnitSummary = z.infer<typeof unitSummarySchema>;

export const scheduleItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(SCHEDULE_ITEM_TYPES),
  title: z.string(),
  discipline: z.string().nullable(),
  venue_code: z.string().nullable(),
  start_at: z.string(),
  end_at: z.string(),
  logical_day: z.string(),
});

export const competitorSchema = z.object({
  code: z.string(),
  type: z.enum(['A', 'T']),
  name: z.string(),
  delegation: z.string(),
  bib: z.string().nullable(),
});

export const resultRowSchema = z.object({
  competitor: competitorSchema,
  rank: z.number().int().nullable(),
  sort_order: z.number().int(),
  result: z.string().nullable(),
  time_ms: z.number().int().nullable(),
  difference: z.string().nullable(),
  wind: z.number().nullable(),
  reaction_time: z.number().nullable(),
  qualification_mark: z.string().nullable(),
  points: z.number().nullable(),
  penalties: z.number().nullable(),
  score: z.string().nullable(),
  irm: z.string().nullable(),
  extras: resultExtrasSchema.nullable(),
  medal: z.enum(['gold', 'silver', 'bronze']).nullable(),
});

export const unitDetailSchema = z.object({
  unit: unitSummarySchema,
  start_list: z.array(competitorSchema.extend({ start_order: z.number().int() })),
  results: z.array(resultRowSchema),
});

export const medalRowSchema = z.object({
  rank: z.number().int(),
  delegation: z.string(),
  name: z.string(),
  gold: z.number().int(),
  silver: z.number().int(),
  bronze: z.number().int(),
  total: z.number().int(),
});

export const medalTableQuerySchema = z.object({
  discipline: disciplineCodeParam.optional(),
  gender: z.enum(['M', 'W', 'X']).optional(),
  division: z.coerce.number().int().min(1).max(3).optional(),
});

export const medallistSchema = z.object({
  event_code: z.string(),
  event_name: z.string(),
  discipline: z.string(),
  medal: z.enum(['gold', 'silver', 'bronze']),
  competitor: competitorSchema,
});

export const delegationSchema = z.object({
  code: z.string(),
  name: z.string(),
  athletes: z.number().int(),
  gold: z.number().int(),
  silver: z.number().int(),
  bronze: z.number().int(),
});

export const athleteSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  bib: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  gender: z.string(),
  delegation: z.string(),
  discipline: z.string(),
});

export const athletesQuerySchema = z.object({
  q: text(80).trim().optional(),
  delegation: delegationCodeParam.optional(),
  discipline: disciplineCodeParam.optional(),
  gender: z.enum(['M', 'W']).optional(),
  sort: z.enum(['name', 'bib', 'delegation']).default('name'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
});

export const athleteProfileSchema = athleteSummarySchema.extend({
  /** Minors: age only, never the birth date (issue 5). */
  age: z.number().int(),
  height_cm: z.number().int().nullable(),
  weight_kg: z.number().int().nullable(),
  institution: z.string().nullable(),
  photo_url: z.string().nullable(),
  events: z.array(
    z.object({
      event_code: z.string(),
      event_name: z.string(),
      results: z.array(
        z.object({
          unit_code: z.string(),
          unit_name: z.string(),
          rank: z.number().int().nullable(),
          result: z.string().nullable(),
        }),
      ),
    }),
  ),
  medals: z.array(
    z.object({ event_code: z.string(), event_name: z.string(), medal: z.enum(['gold', 'silver', 'bronze']) }),
  ),
});

export const teamSchema = z.object({
  code: z.string(),
  name: z.string(),
  event_code: z.string(),
  event_name: z.string(),
  delegation: z.string(),
  members: z.array(z.object({ id: z.number().int(), name: z.string(), bib: z.string() })),
});

export const venueSchema = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
