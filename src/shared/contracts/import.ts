import { z } from 'zod';
import { IMPORT_KINDS } from '../domain/import-sheets';
import { isoDate } from './common';
import { text } from './text';

/** One problem of an imported file, at its sheet, row (as the spreadsheet numbers it) and column. */
export const importProblemSchema = z.object({
  file: z.string(),
  sheet: z.string(),
  /** The spreadsheet's own row number (the header is row 1); null for a problem of the whole sheet. */
  row: z.number().int().nullable(),
  /** The column's letter (A, B, ...); null when the problem is the row's or the sheet's. */
  cell: z.string().nullable(),
  column: z.string().nullable(),
  code: z.string(),
  /** The problem in the request's language. */
  message: z.string(),
  /** A warning does not stop the import (an unknown sheet is ignored). */
  severity: z.enum(['error', 'warning']),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importCountsSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});

/** What the file would change (preview) or changed (applied). */
export const importAnswerSchema = z.object({
  applied: z.boolean(),
  /**
   * At most 1,000 problems (errors first, so any error of the file is among them): a file
   * with a mistake in every row of a big sheet would otherwise answer megabytes of them.
   */
  problems: z.array(importProblemSchema),
  /** How many more problems the file has than the list holds. */
  more_problems: z.number().int().nonnegative(),
  counts: z.array(importCountsSchema),
  /** Up to 200 lines naming what is created or updated ("athlete 1043 Ana Souza: family name"). */
  changes: z.array(
    z.object({
      kind: z.enum(IMPORT_KINDS),
      key: z.string(),
      action: z.enum(['create', 'update']),
      fields: z.array(z.string()),
    }),
  ),
});
export type ImportAnswer = z.infer<typeof importAnswerSchema>;

export const importQuerySchema = z.object({
  name: z.string().min(1).max(255),
});

export const importTemplateQuerySchema = z.object({
  lang: z.enum(['eng', 'spa', 'por', 'aze']).default('eng'),
});

const hhmm = text(5).regex(/^\d{1,2}[:.]\d{2}$/, 'HH:MM');

/** A unit moved in the schedule editor: its day and times (games time), place and name. */
export const scheduleMoveBodySchema = z.object({
  date: isoDate,
  start: hhmm,
  end: hhmm,
  venue: text(20).min(1).optional(),
  location: text(40).optional(),
  name: text(100).min(1).optional(),
});

/** A unit created in the schedule editor (its code is built from event, phase and unit codes). */
export const scheduleCreateBodySchema = scheduleMoveBodySchema.extend({
  event: text(22).min(4),
  phase: text(4).min(1),
  phase_name: text(100).min(1),
  unit: text(8).min(1),
  name: text(100).min(1),
  venue: text(20).min(1),
  medal: z.boolean().default(false),
});

export const scheduleAnswerSchema = z.object({
  applied: z.boolean(),
  unit_code: z.string(),
  problems: z.array(importProblemSchema),
  /** Overlaps with other units: same place, or an athlete in both (warnings, nothing is refused). */
  clashes: z.array(
    z.object({
      kind: z.enum(['venue', 'athlete']),
      unit_code: z.string(),
      unit_name: z.string(),
      detail: z.string(),
    }),
  ),
});
export type ScheduleAnswer = z.infer<typeof scheduleAnswerSchema>;
