import { z } from 'zod';
import { competitorSchema, eventCodeParam, eventSchema } from './competition';

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
      result: z.string().nullable(),
      irm: z.string().nullable(),
      medal: z.enum(['gold', 'silver', 'bronze']).nullable(),
    }),
  ),
});
