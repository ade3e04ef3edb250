import { z } from 'zod';
import { COMPETITOR_TYPES } from '../domain/medals';
import { eventCodeParam } from './common';
import { competitorSchema } from './results';
import { text } from './text';

/**
 * Knockout brackets and pool tables: what the feed (DT_BRACKETS, DT_POOL_STANDING) and the
 * results desk store, and the public answers built from them.
 */

/** The tie-break figures a pool table may carry, by the code the feed sends them under. */
export const STANDING_FIGURES = [
  'FOR',
  'AGAINST',
  'DIFF',
  'SETS_WON',
  'SETS_LOST',
  'SET_RATIO',
  'POINT_RATIO',
] as const;
export type StandingFigure = (typeof STANDING_FIGURES)[number];
export const standingFiguresSchema = z.partialRecord(z.enum(STANDING_FIGURES), z.number());
export type StandingFigures = z.infer<typeof standingFiguresSchema>;

/**
 * Where a side's competitor comes from while it is not known: the winner (W) or loser (L) of
 * an earlier match of the same bracket ("W:QFNL:1"), or a pool place ("A:1").
 */
export const SIDE_SOURCE = /^([WL]:[A-Z0-9]{1,4}:\d{1,3}|[A-Z0-9]{1,2}:\d{1,2})$/;

/** One side of a stored bracket match. */
export const bracketSideRowSchema = z.object({
  competitorCode: z.string().nullable(),
  competitorType: z.enum(COMPETITOR_TYPES).nullable(),
  delegationCode: z.string().nullable(),
  bye: z.boolean(),
  score: z.string().nullable(),
  source: z.string().nullable(),
});
export type BracketSideRow = z.infer<typeof bracketSideRowSchema>;

export const eventDrawParamsSchema = z.object({ code: eventCodeParam });

const side = z.object({
  competitor: competitorSchema.nullable(),
  bye: z.boolean(),
  score: z.string().nullable(),
  /** Where the competitor comes from while unknown (see SIDE_SOURCE). */
  source: z.string().nullable(),
  winner: z.boolean(),
});

export const bracketMatchSchema = z.object({
  position: z.number().int(),
  unit: z
    .object({
      code: z.string(),
      discipline: z.string(),
      start: z.string(),
      schedule_status: z.string(),
      result_status: z.string(),
    })
    .nullable(),
  sides: z.array(side),
  /** True when a winner is known (a bye's match is decided). */
  decided: z.boolean(),
});
export type BracketMatch = z.infer<typeof bracketMatchSchema>;

export const bracketAnswerSchema = z.object({
  event: z.object({ code: z.string(), discipline: z.string(), name: z.string() }),
  brackets: z.array(
    z.object({
      code: z.string(),
      rounds: z.array(z.object({ code: z.string(), name: z.string(), matches: z.array(bracketMatchSchema) })),
    }),
  ),
});
export type BracketAnswer = z.infer<typeof bracketAnswerSchema>;

export const standingRowSchema = z.object({
  competitor: competitorSchema,
  rank: z.number().int().nullable(),
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  points: z.number().int().nullable(),
  figures: standingFiguresSchema,
  qualification_mark: z.string().nullable(),
});
export type StandingRow = z.infer<typeof standingRowSchema>;

export const standingsAnswerSchema = z.object({
  event: z.object({ code: z.string(), discipline: z.string(), name: z.string() }),
  pools: z.array(
    z.object({
      phase: z.string(),
      /** The pool inside its phase (A, B...), or '' when the phase is the pool. */
      pool: z.string(),
      name: z.string(),
      rows: z.array(standingRowSchema),
    }),
  ),
});
export type StandingsAnswer = z.infer<typeof standingsAnswerSchema>;

/** The results desk: a bracket match's winner, named by its bracket, round and position. */
export const deskBracketWinnerBodySchema = z.object({
  bracket: text(8).min(1),
  round: text(4).min(1),
  position: z.number().int().min(1).max(256),
  /** The winner's competitor code; null clears it (the match's unit decides again). */
  winner: text(20).min(1).nullable(),
});

/** The results desk: one pool table line's figures. */
export const deskStandingBodySchema = z.object({
  phase: text(26).min(26),
  pool: text(2),
  competitor_code: text(20).min(1),
  rank: z.number().int().min(1).max(99).nullable(),
  played: z.number().int().min(0).max(99),
  won: z.number().int().min(0).max(99),
  drawn: z.number().int().min(0).max(99),
  lost: z.number().int().min(0).max(99),
  points: z.number().int().min(-99).max(999).nullable(),
  figures: standingFiguresSchema.default({}),
  qualification_mark: z.enum(['Q', 'q']).nullable(),
});
