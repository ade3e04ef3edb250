import { z } from 'zod';
import {
  athleteSummarySchema,
  delegationCodeParam,
  delegationSchema,
  eventCodeParam,
  pageOf,
  teamSchema,
} from './competition';
import { text } from './text';

export const delegationsAnswerSchema = z.object({ items: z.array(delegationSchema) });
export const athletesPageSchema = pageOf(athleteSummarySchema);
export const athleteParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const teamsQuerySchema = z.object({
  event: eventCodeParam.optional(),
  delegation: delegationCodeParam.optional(),
  discipline: z
    .string()
    .max(3)
    .regex(/^[A-Za-z]{3}$/)
    .transform((s) => s.toUpperCase())
    .optional(),
});
export const teamsAnswerSchema = z.object({ items: z.array(teamSchema) });
export const teamParamsSchema = z.object({ code: text(40).min(1) });
