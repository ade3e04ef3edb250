import { use, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { compareNames, countryName, countryNamesReady, loadCountryNames, teamName } from './country-names';

/**
 * Delegation and team names in the interface language, and a sorter for lists
 * shown alphabetically (a ranked list such as the medal table keeps its order).
 * The first use in a language other than English waits (Suspense) for its table.
 */
export function useCountryName() {
  const { i18n } = useTranslation();
  const locale = i18n.language || 'en-US';
  if (!countryNamesReady(locale)) use(loadCountryNames(locale));
  const name = useCallback(
    (code: string, feedName?: string) => countryName(code, locale, feedName),
    [locale],
  );
  const team = useCallback(
    (teamLabel: string, delegation: string) => teamName(teamLabel, delegation, locale),
    [locale],
  );
  const sortByName = useCallback(
    <T extends { code: string; name?: string }>(items: readonly T[]): T[] => {
      const compare = compareNames(locale);
      return items
        .map((item) => ({ item, label: countryName(item.code, locale, item.name) }))
        .sort((a, b) => compare(a.label, b.label))
        .map(({ item }) => item);
    },
    [locale],
  );
  return { name, team, sortByName };
}
