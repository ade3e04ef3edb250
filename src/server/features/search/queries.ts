import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import { foldSql } from '../../db/search-fold';
import { languageOf } from '../../competition/names';
import type { SearchAnswer } from '../../../shared/contracts/search';
import type { LocaleTag } from '../../../shared/domain/locales';
import { searchWords } from '../../../shared/domain/search-fold';
import { delegationCodesNamed } from './country-names';

/** Best matches shown per kind: what fits a phone's screen above the keyboard. */
const ATHLETES = 8;
const OTHERS = 5;

/**
 * Each typed word must begin a word of the folded text (`folded` starts with a space, so
 * " agayev" finds "Ağayev" and "Rəşad Ağayev" but not "Babagayev").
 */
function everyWord(folded: SQL, words: string[]): SQL {
  return sql.join(
    words.map((w) => sql`${folded} like ${`% ${w}%`}`),
    sql` and `,
  );
}

/** A row's name in the reader's language (English when it has none), as `nameIn` gives it. */
const localName = (table: string, lang: string) =>
  `coalesce(nullif(btrim(${table}.names->>'${lang}'), ''), ${table}.name)`;

/** SQL text folded and led by a space, for `everyWord`. */
const spaced = (expression: string) => sql.raw(`(' ' || ${foldSql(expression)})`);

/**
 * The search: athletes by BIB and names (a column the database keeps folded), delegations by
 * code and name in English or the reader's language, events, disciplines and venues by their
 * name in the reader's language or in English (the feed's, which a reader may also know).
 */
export async function search(db: Db, query: string, locale: LocaleTag): Promise<SearchAnswer> {
  const words = searchWords(query);
  if (words.length === 0) return { athletes: [], delegations: [], events: [], disciplines: [], venues: [] };
  const lang = languageOf(locale);
  const first = words[0]!;
  const athleteText = sql.raw(`(' ' || a.search_text)`);
  // `lang` is one of four fixed codes, never the reader's text: safe inside the raw SQL.
  const localPair = (t: string) => spaced(`${localName(t, lang)} || ' ' || ${t}.name`);

  const [athletes, delegations, events, disciplines, venues] = await Promise.all([
    queryRows<SearchAnswer['athletes'][number]>(
      db,
      sql`select a.id, a.bib, a.given_name, a.family_name, a.delegation_code, a.discipline_code
          from athletes a
          where ${everyWord(athleteText, words)}
          order by (upper(a.bib) = upper(${query.trim()})) desc,
                   (${sql.raw(foldSql('a.family_name'))} like ${`${first}%`}) desc,
                   a.family_name, a.given_name, a.id
          limit ${ATHLETES}`,
    ),
    queryRows<SearchAnswer['delegations'][number]>(
      db,
      sql`select d.code, d.name from delegations d
          where d.code = any(string_to_array(${delegationCodesNamed(words, locale).join(',')}, ','))
             or ${everyWord(spaced(`d.code || ' ' || d.name`), words)}
          order by (lower(d.code) = ${first}) desc, d.name
          limit ${OTHERS}`,
    ),
    queryRows<{ code: string; name: string; discipline_code: string; gender: 'M' | 'W' | 'X' }>(
      db,
      sql`select e.code, ${sql.raw(localName('e', lang))} as name, e.discipline_code, e.gender
          from events e
          where ${everyWord(localPair('e'), words)}
          order by e.discipline_code, e.sort_order, e.code
          limit ${OTHERS}`,
    ),
    queryRows<{ code: string; name: string }>(
      db,
      sql`select d.code, d.names->>${lang} as name from disciplines d
          where ${everyWord(spaced(`d.code || ' ' || (d.names->>'${lang}') || ' ' || (d.names->>'en')`), words)}
          order by d.names->>${lang}
          limit ${OTHERS}`,
    ),
    queryRows<{ code: string; name: string; city: string }>(
      db,
      sql`select v.code, ${sql.raw(localName('v', lang))} as name, v.city from venues v
          where ${everyWord(localPair('v'), words)}
          order by name
          limit ${OTHERS}`,
    ),
  ]);
  return { athletes, delegations, events, disciplines, venues };
}
