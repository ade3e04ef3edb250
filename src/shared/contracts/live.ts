import { z } from 'zod';

/**
 * One message of the live stream `GET /api/live`: a data topic changed.
 * `topic` is the first part of the TanStack Query keys it concerns (unit, event, schedule,
 * results, medals, participants, reference, games, documents) and `id` the second
 * (a unit or event code, a day), null for topic-wide changes.
 */
export const liveMessageSchema = z.object({
  topic: z.string(),
  id: z.string().nullable(),
  version: z.number().int(),
});
export type LiveMessage = z.infer<typeof liveMessageSchema>;

/** A note shown under a unit's results when an official result was changed. */
export const unitCorrectionSchema = z.object({
  note: z.string(),
  at: z.string(),
});
export const unitCorrectionsAnswerSchema = z.object({
  unit_code: z.string(),
  corrections: z.array(unitCorrectionSchema),
});
export type UnitCorrectionsAnswer = z.infer<typeof unitCorrectionsAnswerSchema>;
