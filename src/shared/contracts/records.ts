import { z } from 'zod';
import { disciplineCodeParam, isoDate, rowIdParam } from './common';
import { COMPETITOR_TYPES } from '../domain/medals';
import { text } from './text';
import { unitParamsSchema } from './results';

/** A record as it stands (or stood, for the previous one). */
export const recordSchema = z.object({
  id: z.number().int(),
  event_code: z.string(),
  event_name: z.string(),
  /** WR, GR, NR, OR... */
  type: z.string(),
  /** A national record's delegation; empty for the others. */
  scope: z.string(),
  mark: z.string(),
  holder: z.object({
    code: z.string().nullable(),
    /** The athlete's profile id when the holder competes at these games. */
    athlete_id: z.number().int().nullable(),
    name: z.string(),
    delegation: z.string().nullable(),
  }),
  set_on: z.string().nullable(),
  place: z.string().nullable(),
  unit_code: z.string().nullable(),
  equalled: z.boolean(),
  current: z.boolean(),
  replaced_at: z.string().nullable(),
});
export type RecordRow = z.infer<typeof recordSchema>;

/** A current record with the one it replaced (when it fell at these or earlier games). */
export const recordWithPreviousSchema = recordSchema.extend({ previous: recordSchema.nullable() });

export const disciplineRecordsSchema = z.object({
  discipline: z.string(),
  records: z.array(recordWithPreviousSchema),
});

export const recordsIndexSchema = z.object({
  disciplines: z.array(z.object({ code: z.string(), records: z.number().int(), broken: z.number().int() })),
  /** Records set at these games, newest first. */
  recent: z.array(recordWithPreviousSchema),
});

export const recordsParamsSchema = z.object({ discipline: disciplineCodeParam });

/** An athlete's records: those they hold (or held) and the record marks on their results. */
export const athleteRecordsSchema = z.object({
  records: z.array(recordSchema),
  marks: z.array(
    z.object({
      unit_code: z.string(),
      event_name: z.string(),
      code: z.string(),
      equalled: z.boolean(),
      result: z.string().nullable(),
    }),
  ),
});

export const playerSchema = z.object({
  athlete_id: z.number().int(),
  name: z.string(),
  shirt_number: z.number().int().nullable(),
  position: z.string().nullable(),
  starter: z.boolean(),
});

/** Both sides' players for a match and its clock. */
export const unitLineupsSchema = z.object({
  clock: z.string().nullable(),
  clock_at: z.string().nullable(),
  teams: z.array(
    z.object({
      code: z.string(),
      type: z.enum(COMPETITOR_TYPES),
      name: z.string(),
      delegation: z.string(),
      players: z.array(playerSchema),
    }),
  ),
});
export type UnitLineups = z.infer<typeof unitLineupsSchema>;

export const lineupsParamsSchema = unitParamsSchema;

/** The results desk's correction of a record: what the feed or the desk got wrong. */
export const deskRecordBodySchema = z.object({
  mark: text(40).trim().min(1, 'required'),
  holder_name: text(120).trim().min(1, 'required'),
  delegation_code: z
    .string()
    .max(3, 'must be a three-letter delegation code')
    .regex(/^[A-Z]{3}$/, 'must be a three-letter delegation code')
    .nullable(),
  set_on: isoDate.nullable(),
  place: text(120).trim().nullable(),
  note: text(500).trim().min(1, 'required'),
});

export const deskRecordParamsSchema = z.object({ id: rowIdParam });

/** The results desk's correction of a team's players for one match. */
export const deskRosterBodySchema = z.object({
  players: z
    .array(
      z.object({
        athlete_code: text(20).trim().min(1, 'required'),
        shirt_number: z.number().int().min(0).max(999).nullable(),
        position: text(20).trim().nullable(),
        starter: z.boolean(),
      }),
    )
    .max(60),
});
export const deskRosterParamsSchema = unitParamsSchema.extend({ team: text(40).trim().min(1) });
