import { useMemo } from 'react';
import { useLocalizedPath } from './localized-link';

export type UnitTab = 'summary' | 'results' | 'startlist' | 'reports';
export const UNIT_TABS: UnitTab[] = ['summary', 'results', 'startlist', 'reports'];

/** In-app addresses of this feature, with the current locale prefix kept. */
export function usePaths() {
  const localize = useLocalizedPath();
  return useMemo(
    () => ({
      unit: (discipline: string, code: string, tab?: UnitTab) =>
        localize(`/discipline/${discipline}/results/${code}${tab ? `/${tab}` : ''}`),
      discipline: (code: string, sub = '') => localize(`/discipline/${code}${sub ? `/${sub}` : ''}`),
      schedule: (tab: string, search = '') => localize(`/schedule/${tab}${search ? `?${search}` : ''}`),
      localize,
    }),
    [localize],
  );
}
