import { z } from 'zod';
import { disciplineFilterParam, isoDate } from './common';
import { resultExtrasSchema } from './results';
import { unitSummarySchema } from './schedule';
import { RESULT_STATUSES, SCHEDULE_STATUSES } from '../domain/statuses';
import { COMPETITOR_TYPES, MEDAL_KINDS } from '../domain/medals';
import { text } from './text';

/** The admin results desk: one schema per operation, for the forms and the server. */

export const deskUnitListQuerySchema = z.object({
  day: isoDate.optional(),
  discipline: disciplineFilterParam.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export const deskUnitListSchema = z.object({ units: z.array(unitSummarySchema) });

export const deskStartEntrySchema = z.object({
  competitor_code: text(20).min(1),
  competitor_type: z.enum(COMPETITOR_TYPES),
  start_order: z.number().int().min(1).max(999),
});

export const deskResultRowSchema = z.object({
  competitor_code: text(20).min(1),
  competitor_type: z.enum(COMPETITOR_TYPES),
  rank: z.number().int().min(1).max(999).nullable(),
  sort_order: z.number().int().min(1).max(999),
  result: text(40).nullable(),
  irm: text(10).nullable(),
  qualification_mark: text(10).nullable().default(null),
  difference: text(40).nullable().default(null),
  points: z.number().nullable().default(null),
  score: text(40).nullable().default(null),
  extras: resultExtrasSchema.nullable().default(null),
});
export type DeskResultRow = z.infer<typeof deskResultRowSchema>;

export const deskUnitSchema = z.object({
  unit: unitSummarySchema.extend({ version: z.number().int() }),
  start_list: z.array(deskStartEntrySchema.extend({ name: z.string(), delegation: z.string() })),
  results: z.array(deskResultRowSchema.extend({ name: z.string(), delegation: z.string() })),
  corrections: z.array(z.object({ note: z.string(), at: z.string() })),
  medals: z.array(
    z.object({
      medal: z.enum(MEDAL_KINDS),
      competitor_code: z.string(),
      delegation: z.string(),
      unit_code: z.string(),
    }),
  ),
});
export type DeskUnit = z.infer<typeof deskUnitSchema>;

export const deskStatusBodySchema = z
  .object({
    schedule_status: z.enum(SCHEDULE_STATUSES).optional(),
    result_status: z.enum(RESULT_STATUSES).optional(),
    /** Shown to readers when an official result changes. */
    note: text(500).trim().optional(),
  })
  .refine((b) => b.schedule_status || b.result_status, { message: 'schedule_status or result_status' });

export const deskStartListBodySchema = z.object({ entries: z.array(deskStartEntrySchema).max(500) });
export const deskResultsBodySchema = z.object({
  rows: z.array(deskResultRowSchema).max(500),
  note: text(500).trim().optional(),
});
