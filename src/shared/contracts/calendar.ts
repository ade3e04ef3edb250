import { z } from 'zod';
import { delegationCodeParam, disciplineFilterParam } from './common';

/** A delegation's public feed: its three-letter code, any case, with the .ics ending calendar apps expect. */
export const delegationFeedParamsSchema = z.object({
  code: z
    .string()
    .max(8)
    .transform((s) => s.replace(/\.ics$/i, ''))
    .pipe(delegationCodeParam),
});

export const disciplineFeedParamsSchema = z.object({
  code: z
    .string()
    .max(8)
    .transform((s) => s.replace(/\.ics$/i, ''))
    .pipe(disciplineFilterParam),
});

/**
 * A personal feed's secret, then .ics. Any other string is answered like a revoked one (404):
 * the address reveals nothing about which secrets exist.
 */
export const personalFeedParamsSchema = z.object({
  token: z
    .string()
    .max(80)
    .transform((s) => s.replace(/\.ics$/i, '')),
});

/** The reader's personal feed: whether one is active; its address only right after it is made. */
export const calendarFeedStateSchema = z.object({
  active: z.boolean(),
  created_at: z.string().nullable(),
  /** Shown once: only a hash of the secret is kept, so a lost address is replaced, not shown again. */
  url: z.string().optional(),
});
export type CalendarFeedState = z.infer<typeof calendarFeedStateSchema>;
