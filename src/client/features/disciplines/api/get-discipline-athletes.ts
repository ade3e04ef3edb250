import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { athleteSummarySchema } from '../../../../shared/contracts/participants';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type AthleteSummary = z.infer<typeof athleteSummarySchema>;
export interface AthletesPage {
  items: AthleteSummary[];
  total: number;
  page: number;
  page_size: number;
}

const PAGE_SIZE = 200;

/** The athletes of one discipline, optionally searched by name or BIB, 200 a page. */
export const disciplineAthletesQuery = (discipline: string, q: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.athletes({ discipline, q: q || undefined, page_size: PAGE_SIZE, pages: 'infinite' }),
    initialPageParam: 1,
    queryFn: ({ signal, pageParam }) => {
      const params = new URLSearchParams({
        discipline,
        page: String(pageParam),
        page_size: String(PAGE_SIZE),
      });
      if (q) params.set('q', q);
      return apiGet<AthletesPage>(`/api/athletes?${params.toString()}`, signal);
    },
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
  });

export const useDisciplineAthletes = (discipline: string, q: string) =>
  useInfiniteQuery({ ...disciplineAthletesQuery(discipline, q), placeholderData: keepPreviousData });
