import es from '../../../shared/domain/country-names/es-ES.json';
import pt from '../../../shared/domain/country-names/pt-PT.json';
import az from '../../../shared/domain/country-names/az-AZ.json';
import type { LocaleTag } from '../../../shared/domain/locales';
import { foldForSearch } from '../../../shared/domain/search-fold';

/**
 * Delegation names in the reader's language come from the app's own tables (not the
 * database), so the codes whose name there fits the words are found here and handed to
 * the query. Folded once, on first use of a language.
 */
const TABLES: Partial<Record<LocaleTag, Record<string, string>>> = { 'es-ES': es, 'pt-PT': pt, 'az-AZ': az };
const folded = new Map<LocaleTag, [string, string][]>();

export function delegationCodesNamed(words: string[], locale: LocaleTag): string[] {
  const table = TABLES[locale];
  if (!table || words.length === 0) return [];
  let rows = folded.get(locale);
  if (!rows) {
    rows = Object.entries(table).map(([code, name]) => [code, ` ${foldForSearch(name)}`]);
    folded.set(locale, rows);
  }
  return rows.filter(([, name]) => words.every((w) => name.includes(` ${w}`))).map(([code]) => code);
}
