import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import { TOPICS } from '../../db/versions';
import { LOCALE_TAGS, type LocaleTag } from '../../../shared/domain/locales';
import { foldForSearch } from '../../../shared/domain/search-fold';
import type { LocalizedNames, LocalizedText } from '../../../shared/contracts/common';
import type { SearchAnswer } from '../../../shared/contracts/search';
import { languageOf, nameIn } from '../../competition/names';
import { countryNameIn } from './country-names';

/** A row found by its folded names: what the answer shows, per language. */
interface Entry<T> {
  /** Per reader language: the folded words searched (led by a space) and the row as shown. */
  byLocale: Map<LocaleTag, { folded: string; row: T }>;
}

interface NamesIndex {
  delegations: Entry<SearchAnswer['delegations'][number]>[];
  events: Entry<SearchAnswer['events'][number]>[];
  disciplines: Entry<SearchAnswer['disciplines'][number]>[];
  venues: Entry<SearchAnswer['venues'][number]>[];
}

const TOPICS_OF_NAMES = [TOPICS.games, TOPICS.reference, TOPICS.participants];

/** The folded form of every word given, led by a space, so " agay" finds a word's start. */
const spaced = (...texts: string[]) => ` ${foldForSearch(texts.join(' '))}`;

function entry<T>(make: (locale: LocaleTag) => { words: string[]; row: T }): Entry<T> {
  return {
    byLocale: new Map(
      LOCALE_TAGS.map((locale) => {
        const { words, row } = make(locale);
        return [locale, { folded: spaced(...words), row }];
      }),
    ),
  };
}

/**
 * Delegations, events, disciplines and venues: a thousand short names at most, read from the
 * database once per version of the data they come from and folded once per language, so a
 * query typed letter by letter compares strings in memory instead of folding every name in
 * SQL on every keystroke (translate() over 500 letters per character cost 60 ms for the
 * events alone). Athletes, ten thousand and more, are searched in the database, whose
 * generated column holds them folded.
 */
async function load(db: Db): Promise<NamesIndex> {
  const [delegations, events, disciplines, venues] = await Promise.all([
    queryRows<{ code: string; name: string }>(db, sql`select code, name from delegations order by name`),
    queryRows<{
      code: string;
      name: string;
      names: LocalizedNames;
      discipline_code: string;
      gender: 'M' | 'W' | 'X';
    }>(
      db,
      sql`select code, name, names, discipline_code, gender from events
          order by discipline_code, sort_order, code`,
    ),
    queryRows<{ code: string; names: LocalizedText }>(
      db,
      sql`select code, names from disciplines order by code`,
    ),
    queryRows<{ code: string; name: string; names: LocalizedNames; city: string }>(
      db,
      sql`select code, name, names, city from venues order by name`,
    ),
  ]);
  return {
    delegations: delegations.map((d) =>
      entry((locale) => ({ words: [d.code, d.name, countryNameIn(d.code, locale) ?? ''], row: d })),
    ),
    events: events.map((e) =>
      entry((locale) => {
        const name = nameIn(locale, e.name, e.names);
        return {
          words: [name, e.name],
          row: { code: e.code, name, discipline_code: e.discipline_code, gender: e.gender },
        };
      }),
    ),
    disciplines: disciplines.map((d) =>
      entry((locale) => {
        const name = d.names[languageOf(locale)] || d.names.en;
        return { words: [d.code, name, d.names.en], row: { code: d.code, name } };
      }),
    ),
    venues: venues.map((v) =>
      entry((locale) => {
        const name = nameIn(locale, v.name, v.names);
        return { words: [name, v.name], row: { code: v.code, name, city: v.city } };
      }),
    ),
  };
}

/** Per database (tests open several in one process): the versions read and the index for them. */
const cache = new WeakMap<Db, { key: string; index: Promise<NamesIndex> }>();

/** The index for the data as it is now: rebuilt when one of its topics' versions moved. */
export async function namesIndex(db: Db): Promise<NamesIndex> {
  const rows = await queryRows<{ topic: string; version: string }>(
    db,
    sql`select topic, version::text from data_versions
        where topic in (${sql.join(
          TOPICS_OF_NAMES.map((t) => sql`${t}`),
          sql`, `,
        )})`,
  );
  const key = rows
    .map((r) => `${r.topic}=${r.version}`)
    .sort()
    .join(',');
  let cached = cache.get(db);
  if (cached?.key !== key) {
    const index = load(db);
    cached = { key, index };
    cache.set(db, cached);
    // A failed load is not kept: the next query tries again.
    index.catch(() => {
      if (cache.get(db)?.index === index) cache.delete(db);
    });
  }
  return cached.index;
}

/** The rows whose names, in the reader's language or English, have a word starting with each word. */
export function matching<T>(entries: Entry<T>[], words: string[], locale: LocaleTag, limit: number): T[] {
  const found: T[] = [];
  for (const e of entries) {
    const { folded, row } = e.byLocale.get(locale)!;
    if (words.every((w) => folded.includes(` ${w}`))) found.push(row);
    if (found.length === limit) break;
  }
  return found;
}
