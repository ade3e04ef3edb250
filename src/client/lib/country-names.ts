import { NOC_TO_ISO2 } from '../../shared/domain/noc-codes';

/**
 * Delegation names in the reader's language. The feed names delegations once, in English;
 * the platform's own region names (Intl.DisplayNames) say "Egipto" or "Misir" for EGY.
 * Delegations without a country (refugee team, neutral athletes) and platforms without
 * region names keep the feed's name.
 */

const regionNames = new Map<string, Intl.DisplayNames | null>();

function regionNamesFor(locale: string): Intl.DisplayNames | null {
  let names = regionNames.get(locale);
  if (names === undefined) {
    try {
      // fallback 'none': a region the platform cannot name gives undefined, not its bare code.
      names = new Intl.DisplayNames([locale, 'en-US'], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    regionNames.set(locale, names);
  }
  return names;
}

/** EGY → "Egipto" in es-ES; the feed's name (then the code) when no country maps or the platform has no name. */
export function countryName(code: string, locale: string, feedName?: string): string {
  const iso = NOC_TO_ISO2[code.trim().toUpperCase()];
  const localized = iso ? regionNamesFor(locale)?.of(iso) : undefined;
  return localized ?? feedName ?? code;
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
