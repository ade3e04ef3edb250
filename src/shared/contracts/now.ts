import { z } from 'zod';
import { COMPETITOR_TYPES, MEDAL_KINDS } from '../domain/medals';
import { matchSchema, unitSummarySchema } from './schedule';

/**
 * The reader's minute, in UTC: the lists are "now" for this moment (the browser's clock). It is
 * part of the address, so the cached answer of one minute is never served for another.
 */
export const nowQuerySchema = z.object({
  at: z
    .string()
    .max(17, 'must be a UTC minute such as 2026-07-16T14:30Z')
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z$/, 'must be a UTC minute such as 2026-07-16T14:30Z')
    .refine((s) => !Number.isNaN(Date.parse(s)), 'must be a UTC minute such as 2026-07-16T14:30Z'),
});

/** One of the first places of a unit that is not a match: its mark so far, or its final one. */
export const nowLeaderSchema = z.object({
  code: z.string(),
  type: z.enum(COMPETITOR_TYPES),
  name: z.string(),
  delegation: z.string(),
  rank: z.number().int().nullable(),
  mark: z.string().nullable(),
  medal: z.enum(MEDAL_KINDS).nullable(),
});
export type NowLeader = z.infer<typeof nowLeaderSchema>;

/** A unit of the "now" lists: a match names its sides and score, anything else its first three. */
export const nowUnitSchema = unitSummarySchema.extend({
  match: matchSchema.nullable(),
  leaders: z.array(nowLeaderSchema),
});
export type NowUnit = z.infer<typeof nowUnitSchema>;

export const nowAnswerSchema = z.object({
  at: z.string(),
  /** Units on now (running, in a break or suspended), in schedule order. */
  live: z.array(nowUnitSchema),
  /** Units starting within the next two hours that have not started. */
  next: z.array(nowUnitSchema),
  /** Units finished in the last three hours, the latest first, with winners and medals. */
  finished: z.array(nowUnitSchema),
});
export type NowAnswer = z.infer<typeof nowAnswerSchema>;
