import { sql } from 'drizzle-orm';
import type { LocalizedNames, LocalizedText } from '../../shared/contracts/common';
import { venues } from '../db/schema';

/**
 * A venue's name in every interface language: `name` is the English one (feeds and imports
 * send it), `names` holds the translations the organisers gave; a missing or empty one reads
 * as English.
 */
export function venueNamesOf(v: { name: string; names: LocalizedNames }): LocalizedText {
  const pick = (lang: 'es' | 'pt' | 'az') => v.names[lang]?.trim() || v.name;
  return { en: v.name, es: pick('es'), pt: pick('pt'), az: pick('az') };
}

const translated = (lang: string) =>
  sql`coalesce(nullif(btrim(${venues.names} ->> ${lang}), ''), ${venues.name})`;

/**
 * The same names as one SQL value, for reads that join the venues (null when the row has no
 * venue): `{ en, es, pt, az }`.
 */
export const venueNamesSql = sql<LocalizedText | null>`case when ${venues.code} is null then null else jsonb_build_object('en', ${venues.name}, 'es', ${translated('es')}, 'pt', ${translated('pt')}, 'az', ${translated('az')}) end`;
