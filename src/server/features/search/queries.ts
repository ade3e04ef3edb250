import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import type { SearchAnswer } from '../../../shared/contracts/search';
import type { LocaleTag } from '../../../shared/domain/locales';
import { searchWords } from '../../../shared/domain/search-fold';
import { matching, namesIndex } from './names-index';

/** Best matches shown per kind: what fits a phone's screen above the keyboard. */
const ATHLETES = 8;
const OTHERS = 5;

/**
 * The search: each typed word must begin a word of what is found (" agay" finds "Ağayev",
 * not "Babagayev"), folded alike on both sides. Athletes by BIB and names in the database,
 * on the column it keeps folded; delegations by code and name in English or the reader's
 * language, events, disciplines and venues by their name in the reader's language or in
 * English (the feed's, which a reader may also know), from the names index.
 */
export async function search(db: Db, query: string, locale: LocaleTag): Promise<SearchAnswer> {
  const words = searchWords(query);
  if (words.length === 0) return { athletes: [], delegations: [], events: [], disciplines: [], venues: [] };
  const first = words[0]!;
  const [athletes, index] = await Promise.all([
    queryRows<SearchAnswer['athletes'][number]>(
      db,
      sql`select a.id, a.bib, a.given_name, a.family_name, a.delegation_code, a.discipline_code
          from athletes a
          where ${sql.join(
            words.map((w) => sql`(' ' || a.search_text) like ${`% ${w}%`}`),
            sql` and `,
          )}
          order by (upper(a.bib) = upper(${query.trim()})) desc,
                   ((' ' || a.search_text || ' ') like ${`% ${first} %`}) desc,
                   a.family_name, a.given_name, a.id
          limit ${ATHLETES}`,
    ),
    namesIndex(db),
  ]);
  // A delegation's code typed whole ("bra") comes before names that merely contain the word.
  const delegations = matching(index.delegations, words, locale, Infinity)
    .sort((a, b) => Number(b.code.toLowerCase() === first) - Number(a.code.toLowerCase() === first))
    .slice(0, OTHERS);
  return {
    athletes,
    delegations,
    events: matching(index.events, words, locale, OTHERS),
    disciplines: matching(index.disciplines, words, locale, OTHERS),
    venues: matching(index.venues, words, locale, OTHERS),
  };
}
