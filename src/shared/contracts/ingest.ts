import { z } from 'zod';

/** What `POST /api/ingest/odf` and `npm run import` report for one ODF message. */
export const ingestAnswerSchema = z.object({
  /** applied; ignored (its Version is not newer than the stored one); test (FeedFlag T, checked only). */
  outcome: z.enum(['applied', 'ignored', 'test']),
  document_type: z.string(),
  document_code: z.string(),
  version: z.number().int(),
  reason: z.string().nullable(),
  /** Data topics that changed (the live stream announces each one). */
  topics: z.array(z.string()),
  /** DT_MEDALS / DT_MEDALLISTS lines that differ from the table computed from official results. */
  mismatches: z.array(z.object({ key: z.string(), ours: z.unknown(), theirs: z.unknown() })),
});
export type IngestAnswer = z.infer<typeof ingestAnswerSchema>;

export const ingestLogSchema = z.object({
  entries: z.array(
    z.object({
      id: z.number().int(),
      received_at: z.string(),
      document_type: z.string().nullable(),
      document_code: z.string().nullable(),
      version: z.number().int().nullable(),
      outcome: z.string(),
      reason: z.string().nullable(),
      via: z.string(),
      report: z.unknown(),
    }),
  ),
});
