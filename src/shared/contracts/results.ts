import { z } from 'zod';
import { MEDAL_KINDS, COMPETITOR_TYPES } from '../domain/medals';
import { eventCodeParam } from './common';
import { eventSchema } from './disciplines';
import { unitSummarySchema } from './schedule';
import { text } from './text';

const pair = z.object({ a: z.number(), b: z.number() });

/** Sport-specific result data, validated before it is stored. */
export const resultExtrasSchema = z.object({
  splits: z.array(z.object({ distance: text(20), timeMs: z.number().int() })).optional(),
  sets: z.array(pair).optional(),
  quarters: z.array(pair).optional(),
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
  /** A field event's or a weightlifter's attempts in order: marks, or x (failed) and - (passed). */
  attempts: z.array(text(20)).max(12).optional(),
  /** A judged score's deductions. */
  penalty: z.number().optional(),
});

export type ResultExtras = z.infer<typeof resultExtrasSchema>;

export const competitorSchema = z.object({
  code: z.string(),
  type: z.enum(COMPETITOR_TYPES),
  name: z.string(),
  delegation: z.string(),
  bib: z.string().nullable(),
});
export type Competitor = z.infer<typeof competitorSchema>;

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
  medal: z.enum(MEDAL_KINDS).nullable(),
  /** Record marks the feed gave this result (WR, GR, NR, PB...). */
  records: z.array(z.object({ code: z.string(), equalled: z.boolean() })).optional(),
  /**
   * A small team's members (a relay's runners, a pair, a crew): in running order (1, 2...)
   * when the feed or the desk gave the unit's line-up, else by family name with no order.
   */
  members: z
    .array(z.object({ name: z.string(), bib: z.string().nullable(), order: z.number().int().nullable() }))
    .optional(),
});

export const unitDetailSchema = z.object({
  unit: unitSummarySchema,
  start_list: z.array(competitorSchema.extend({ start_order: z.number().int() })),
  results: z.array(resultRowSchema),
});

export const unitParamsSchema = z.object({
  code: z
    .string()
    .max(34, 'must be a 34-character RSC code')
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9-]{34}$/, 'must be a 34-character RSC code')),
});

export const eventParamsSchema = z.object({ code: eventCodeParam });

export const classificationAnswerSchema = z.object({
  event: eventSchema,
  /** final: the medal units are over; in_progress: some results exist; not_started: none. */
  status: z.enum(['final', 'in_progress', 'not_started']),
  rows: z.array(
    z.object({
      rank: z.number().int().nullable(),
      competitor: competitorSchema,
      /** The phase the competitor reached (FNL, SFNL, HEAT...). */
      phase: z.string(),
      /** That phase's name in the reader's language ("Semifinales"), never a bare code. */
      phase_name: z.string(),
      result: z.string().nullable(),
      irm: z.string().nullable(),
      medal: z.enum(MEDAL_KINDS).nullable(),
    }),
  ),
});
