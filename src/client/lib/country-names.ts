import { NOC_TO_ISO2 } from '../../shared/domain/noc-codes';

/**
 * Delegation names in the reader's language, from the app's own tables (country-names/*.json,
 * by IOC code): the platform's region names cannot be trusted, a browser's Azerbaijani gave
 * them in English. English is the feed's language and every platform has English region
 * names, so English needs no table, and an English reader's first visit loads none. A table
 * is loaded with the language (loadCountryNames); until then, and for delegations without a
 * country (refugee team, neutral athletes), the feed's name is shown.
 */

type Table = Readonly<Record<string, string>>;

const loaders: Record<string, () => Promise<{ default: Table }>> = {
  'es-ES': () => import('../../shared/domain/country-names/es-ES.json'),
  'pt-PT': () => import('../../shared/domain/country-names/pt-PT.json'),
  'az-AZ': () => import('../../shared/domain/country-names/az-AZ.json'),
};
const tables = new Map<string, Table>();
const loading = new Map<string, Promise<void>>();

/** Loads a language's table once; resolves at once for English or a language without one. */
export function loadCountryNames(locale: string): Promise<void> {
  const load = loaders[locale];
  if (!load || tables.has(locale)) return Promise.resolve();
  let promise = loading.get(locale);
  if (!promise) {
    promise = load().then(
      (mod) => void tables.set(locale, mod.default),
      () => void loading.delete(locale), // offline: the feed's names now, the table next time
    );
    loading.set(locale, promise);
  }
  return promise;
}

/** Whether a language's names are ready (English always is). */
export const countryNamesReady = (locale: string) => !loaders[locale] || tables.has(locale);

let english: Intl.DisplayNames | null | undefined;
function englishName(iso: string): string | undefined {
  if (english === undefined) {
    try {
      english = new Intl.DisplayNames(['en-US'], { type: 'region', fallback: 'none' });
    } catch {
      english = null;
    }
  }
  return english?.of(iso);
}

/** EGY → "Egipto" in es-ES, "Misir" in az-AZ; the feed's name (then the code) when no country maps. */
export function countryName(code: string, locale: string, feedName?: string): string {
  const upper = code.trim().toUpperCase();
  if (loaders[locale]) return tables.get(locale)?.[upper] ?? feedName ?? code;
  const iso = NOC_TO_ISO2[upper];
  return (iso && englishName(iso)) || feedName || code;
}

/**
 * A team named after its delegation ("Egypt", "Egypt 2" in the feed) in the reader's
 * language ("Egipto 2"); a team with a name of its own keeps it.
 */
export function teamName(name: string, delegation: string, locale: string): string {
  const feedCountry = countryName(delegation, 'en-US', '');
  if (!feedCountry) return name;
  const rest = name.startsWith(feedCountry) ? name.slice(feedCountry.length) : undefined;
  if (rest === undefined || !/^( \d+)?$/.test(rest)) return name;
  return countryName(delegation, locale, feedCountry) + rest;
}

/** Compares names as the reader's language orders them ("Égypte" among the E's). */
export function compareNames(locale: string): (a: string, b: string) => number {
  return new Intl.Collator(locale, { sensitivity: 'base' }).compare;
}
