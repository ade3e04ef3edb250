import { z } from 'zod';
import { USER_TYPES } from './auth';
import { pageOf } from './common';

/** Rows a ranking page holds by default, and at most. */
export const RANKING_PAGE_SIZE = 20;
export const RANKING_PAGE_SIZE_MAX = 100;

/** A query-string flag: "true"/"1" or "false"/"0" (absent: false). */
const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Which part of the ranking: the whole or one user type, with or without those at 0 points. */
export const rankingFilterSchema = z.object({
  /** Leave out users with no points yet. */
  omitZero: flag,
  type: z.enum(USER_TYPES).optional(),
  pageSize: z.coerce.number().int().min(1).max(RANKING_PAGE_SIZE_MAX).default(RANKING_PAGE_SIZE),
});
export type RankingFilter = z.infer<typeof rankingFilterSchema>;

export const rankingQuerySchema = rankingFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type RankingQuery = z.infer<typeof rankingQuerySchema>;

/**
 * One user's line. Usernames only: many users are minors, so no name and no e-mail address
 * is ever part of it. Tied users share a position (1, 1, 3).
 */
export const rankingRowSchema = z.object({
  /** Position among every active user. */
  general_position: z.number().int(),
  /** Position within the list asked for (the type filter and the omit-zero option). */
  list_position: z.number().int(),
  username: z.string(),
  organisation: z.string().nullable(),
  points: z.number().int(),
  level: z.number().int(),
});
export type RankingRow = z.infer<typeof rankingRowSchema>;

export const rankingPageSchema = pageOf(rankingRowSchema);
export type RankingPage = z.infer<typeof rankingPageSchema>;

/** The reader's own standing: their row in the list asked for (null when it leaves them out) and its page. */
export const rankingMeSchema = z.object({
  row: rankingRowSchema.nullable(),
  /** The page of that list, at the asked page size, that holds the reader's row. */
  page: z.number().int().nullable(),
  points: z.number().int(),
});
export type RankingMe = z.infer<typeof rankingMeSchema>;
