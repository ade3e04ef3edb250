import { z } from 'zod';
import { FOLLOW_KINDS, MAX_FOLLOWS } from '../domain/follow-values';
import { scheduleUnitSchema } from './schedule';

export { FOLLOW_KINDS, MAX_FOLLOWS, followKey, type Follow, type FollowKind } from '../domain/follow-values';

/** A followed thing's code: athlete, NOC, event or discipline codes are letters, digits and dashes. */
const followCode = z
  .string()
  .max(40, 'followCodeInvalid')
  .regex(/^[A-Za-z0-9-]{1,40}$/, 'followCodeInvalid')
  .transform((s) => s.toUpperCase());

export const followSchema = z.object({ kind: z.enum(FOLLOW_KINDS), code: followCode });

export const followParamsSchema = followSchema;

/** As answered: plain codes (an answer schema holds no transforms). */
const followOutSchema = z.object({ kind: z.enum(FOLLOW_KINDS), code: z.string() });
export const followsAnswerSchema = z.object({ follows: z.array(followOutSchema) });
export type FollowsAnswer = z.infer<typeof followsAnswerSchema>;

/** The device's list, merged into the account's at login (or added from a share link). */
export const followsMergeSchema = z.object({
  follows: z.array(followSchema).max(MAX_FOLLOWS, 'tooManyFollows'),
});

/** A comma-separated list of codes in a query; at most the follow limit. */
const codeList = z
  .string()
  .max(MAX_FOLLOWS * 41, 'tooManyFollows')
  .transform((s) => s.split(',').filter(Boolean))
  .pipe(z.array(followCode).max(MAX_FOLLOWS, 'tooManyFollows'));

/** The follows whose units are asked for, one list per kind (codes sorted, so one set has one address). */
export const followUnitsQuerySchema = z.object({
  athlete: codeList.optional(),
  delegation: codeList.optional(),
  event: codeList.optional(),
  discipline: codeList.optional(),
});

/** A unit of My schedule: a schedule unit with the follows that bring it in. */
export const myUnitSchema = scheduleUnitSchema.extend({
  because: z.array(followOutSchema),
});
export type MyUnit = z.infer<typeof myUnitSchema>;

export const followUnitsAnswerSchema = z.object({
  /** The follows asked about that the games know, each with its name in the reader's language. */
  follows: z.array(followOutSchema.extend({ name: z.string(), delegation: z.string().nullable() })),
  units: z.array(myUnitSchema),
});
export type FollowUnitsAnswer = z.infer<typeof followUnitsAnswerSchema>;
