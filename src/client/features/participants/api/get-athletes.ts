import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { athletesPageSchema } from '../../../../shared/contracts/participants';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type AthletesPage = z.infer<typeof athletesPageSchema>;
export type AthleteSummary = AthletesPage['items'][number];
export interface AthleteFilters {
  q?: string;
  delegation?: string;
  discipline?: string;
  gender?: 'M' | 'W';
}

/** The server's largest page: fewer round trips while scrolling 10,500 athletes. */
export const ATHLETES_PAGE_SIZE = 200;

const clean = (f: AthleteFilters) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '')) as AthleteFilters;

/** GET /api/athletes: one page, searched by name or BIB and filtered. */
export const getAthletes = (f: AthleteFilters, page: number, signal?: AbortSignal) => {
  const search = new URLSearchParams({
    ...(clean(f) as Record<string, string>),
    page: String(page),
    page_size: String(ATHLETES_PAGE_SIZE),
  });
  return apiGet<AthletesPage>(`/api/athletes?${search}`, signal);
};

export const athletesQuery = (f: AthleteFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.athletes({ ...clean(f), page_size: ATHLETES_PAGE_SIZE }),
    queryFn: ({ pageParam, signal }) => getAthletes(f, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
  });

/** The previous list stays while the next search loads, so typing does not flash a skeleton. */
export const useAthletes = (f: AthleteFilters) =>
  useInfiniteQuery({ ...athletesQuery(f), placeholderData: keepPreviousData });
