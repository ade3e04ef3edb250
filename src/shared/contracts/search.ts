import { z } from 'zod';
import { GENDERS } from '../domain/statuses';

/** What the reader typed: at least one letter or digit, at most 60 characters. */
export const searchQuerySchema = z.object({
  q: z.string().trim().min(1).max(60),
});

export const searchAthleteSchema = z.object({
  id: z.number().int(),
  bib: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  delegation_code: z.string(),
  discipline_code: z.string(),
});

/** One search over the games, names in the reader's language, best matches of each kind first. */
export const searchAnswerSchema = z.object({
  athletes: z.array(searchAthleteSchema),
  /** The feed's name; the app names a delegation in the reader's language from its code. */
  delegations: z.array(z.object({ code: z.string(), name: z.string() })),
  events: z.array(
    z.object({ code: z.string(), name: z.string(), discipline_code: z.string(), gender: z.enum(GENDERS) }),
  ),
  disciplines: z.array(z.object({ code: z.string(), name: z.string() })),
  venues: z.array(z.object({ code: z.string(), name: z.string(), city: z.string() })),
});

export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
