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

/**
 * The largest value a PostgreSQL integer column holds. Row ids are such columns: a larger id
 * names no row, and comparing the column with it fails in the database instead of finding
 * nothing, so it is refused with a message before any query.
 */
export const INT4_MAX = 2_147_483_647;

/** A row id in a JSON body: a whole number from 1 to the integer column's largest value. */
export const rowId = z.number().int('idInvalid').min(1, 'idInvalid').max(INT4_MAX, 'idInvalid');

/** A row id in a path or a query (text there, read as a number). */
export const rowIdParam = z.coerce.number('idInvalid').pipe(rowId);

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * True for a day of the calendar written YYYY-MM-DD: 2026-02-30 has the shape but is no
 * day, and PostgreSQL refuses it when it is compared with a date column. Year 0 does not
 * exist in PostgreSQL's calendar either.
 */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}

/** A calendar day written YYYY-MM-DD, in a path, a query or a body (the message is a shared/i18n key). */
export const isoDate = z.string().max(10, 'dateInvalid').refine(isCalendarDate, 'dateInvalid');
