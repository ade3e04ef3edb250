import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchAnswer } from '../../../../shared/contracts/search';
import { apiGet } from '../../../lib/api-client';

/** The games' search: athletes, delegations, events, disciplines and venues matching the words. */
export const getSearch = (q: string, signal?: AbortSignal) =>
  apiGet<SearchAnswer>(`/api/search?q=${encodeURIComponent(q)}`, signal);

/**
 * As the reader types: an answer per settled query (the caller debounces), the previous one
 * shown until the next arrives; a query left behind is aborted (its signal), so a slow
 * answer to "ag" never overwrites the one to "agayev".
 */
export const useSearch = (q: string) =>
  useQuery({
    queryKey: ['participants', 'search', { q }],
    queryFn: ({ signal }) => getSearch(q, signal),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
