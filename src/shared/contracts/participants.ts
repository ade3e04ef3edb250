import { z } from 'zod';
import {
  delegationCodeParam,
  disciplineCodeParam,
  disciplineFilterParam,
  eventCodeParam,
  pageOf,
  rowIdParam,
} from './common';
import { MEDAL_KINDS } from '../domain/medals';
import { text } from './text';

export const delegationSchema = z.object({
  code: z.string(),
  name: z.string(),
  athletes: z.number().int(),
  gold: z.number().int(),
  silver: z.number().int(),
  bronze: z.number().int(),
});

export const athleteSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  bib: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  gender: z.string(),
  delegation: z.string(),
  discipline: z.string(),
});

export const athletesQuerySchema = z.object({
  q: text(80).trim().optional(),
  delegation: delegationCodeParam.optional(),
  discipline: disciplineCodeParam.optional(),
  gender: z.enum(['M', 'W']).optional(),
  sort: z.enum(['name', 'bib', 'delegation']).default('name'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
});

export const athleteProfileSchema = athleteSummarySchema.extend({
  /** Age on the games' first day, never the birth date. */
  age: z.number().int(),
  /**
   * For an athlete under 18 these are absent unless the games make them public
   * (MINORS_PUBLIC_FIELDS), and the photo is absent without the delegation's consent.
   */
  height_cm: z.number().int().nullable().optional(),
  weight_kg: z.number().int().nullable().optional(),
  /** School or club. */
  institution: z.string().nullable().optional(),
  photo_url: z.string().nullable().optional(),
  events: z.array(
    z.object({
      event_code: z.string(),
      event_name: z.string(),
      results: z.array(
        z.object({
          unit_code: z.string(),
          unit_name: z.string(),
          rank: z.number().int().nullable(),
          result: z.string().nullable(),
        }),
      ),
    }),
  ),
  medals: z.array(z.object({ event_code: z.string(), event_name: z.string(), medal: z.enum(MEDAL_KINDS) })),
});

export const teamSchema = z.object({
  code: z.string(),
  name: z.string(),
  event_code: z.string(),
  event_name: z.string(),
  delegation: z.string(),
  members: z.array(z.object({ id: z.number().int(), name: z.string(), bib: z.string() })),
});

export const delegationsAnswerSchema = z.object({ items: z.array(delegationSchema) });
export const athletesPageSchema = pageOf(athleteSummarySchema);
export const athleteParamsSchema = z.object({ id: rowIdParam });

export const teamsQuerySchema = z.object({
  event: eventCodeParam.optional(),
  delegation: delegationCodeParam.optional(),
  discipline: disciplineFilterParam.optional(),
});
export const teamsAnswerSchema = z.object({ items: z.array(teamSchema) });
export const teamParamsSchema = z.object({ code: text(40).min(1) });

/** The organisers' view of a profile: everything, the birth date and photo consent included. */
export const athleteFullProfileSchema = athleteProfileSchema.extend({
  birth_date: z.string(),
  photo_consent: z.boolean(),
  /** Under 18 on the games' first day: the public sees less (see athleteProfileSchema). */
  minor: z.boolean(),
});
export type AthleteFullProfile = z.infer<typeof athleteFullProfileSchema>;

/** One delegation's page: who won what, and its latest results. */
export const delegationParamsSchema = z.object({ code: delegationCodeParam });
export const delegationDetailSchema = z.object({
  code: z.string(),
  name: z.string(),
  athletes: z.number().int(),
  gold: z.number().int(),
  silver: z.number().int(),
  bronze: z.number().int(),
  medals: z.array(
    z.object({
      event_code: z.string(),
      event_name: z.string(),
      medal: z.enum(MEDAL_KINDS),
      competitor: z.string(),
      unit_code: z.string(),
    }),
  ),
  /** Its competitors' places in units with results, the latest first (at most 20). */
  results: z.array(
    z.object({
      unit_code: z.string(),
      unit_name: z.string(),
      event_name: z.string(),
      start_at: z.string(),
      result_status: z.string(),
      competitor: z.string(),
      rank: z.number().int().nullable(),
      result: z.string().nullable(),
    }),
  ),
});
export type DelegationDetail = z.infer<typeof delegationDetailSchema>;
