import { z } from 'zod';
import { DISCIPLINE_CODES } from '../domain/disciplines';

export const localizedTextSchema = z.object({
  en: z.string(),
  es: z.string(),
  pt: z.string(),
  az: z.string(),
});

export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** A name in the languages a source carries it in (a feed may send one, some or all). */
export const localizedNamesSchema = localizedTextSchema.partial();
export type LocalizedNames = z.infer<typeof localizedNamesSchema>;

export const disciplineCodeParam = z.enum(DISCIPLINE_CODES);

/** A three-letter discipline code filtering a list, in any case: an unknown one matches nothing. */
export const disciplineFilterParam = z
  .string()
  .max(3)
  .regex(/^[A-Za-z]{3}$/)
  .transform((s) => s.toUpperCase());

/** A 22-character RSC event code in a path or query, in any case. */
export const eventCodeParam = z
  .string()
  .max(22, 'must be a 22-character RSC event code')
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9-]{22}$/, 'must be a 22-character RSC event code'));

/** A three-letter delegation code in a query, in any case. */
export const delegationCodeParam = z
  .string()
  .max(3, 'must be a three-letter delegation code')
  .regex(/^[A-Za-z]{3}$/, 'must be a three-letter delegation code')
  .transform((s) => s.toUpperCase());

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
