import { z } from 'zod';
import { delegationCodeParam, disciplineCodeParam, eventCodeParam } from './common';
import { competitorSchema, resultRowSchema } from './results';
import { MEDAL_KINDS } from '../domain/medals';

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
  medal: z.enum(MEDAL_KINDS),
  competitor: competitorSchema,
});

export const medalTableAnswerSchema = z.object({
  rows: z.array(medalRowSchema),
  totals: z.object({
    gold: z.number().int(),
    silver: z.number().int(),
    bronze: z.number().int(),
    total: z.number().int(),
  }),
});

export const medallistsQuerySchema = z.object({
  discipline: disciplineCodeParam.optional(),
  event: eventCodeParam.optional(),
  delegation: delegationCodeParam.optional(),
  /** The same gender and division filters as the medal table, so both tabs agree. */
  gender: medalTableQuerySchema.shape.gender,
  division: medalTableQuerySchema.shape.division,
});

export const medallistsAnswerSchema = z.object({
  events: z.array(
    z.object({
      event_code: z.string(),
      event_name: z.string(),
      discipline: z.string(),
      gender: z.string(),
      division: z.number().int(),
      medallists: z.array(
        medallistSchema.pick({ medal: true, competitor: true }).extend({
          /** The athlete's profile (/api/athletes/:id), so a medallist links to it; null for a team. */
          athlete_id: z.number().int().nullable(),
          /** Record marks the medal-winning result carried (WR, GR, NR, PB...), as on the result. */
          records: resultRowSchema.shape.records,
        }),
      ),
    }),
  ),
});
