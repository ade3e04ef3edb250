import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnitCorrectionsAnswer } from '../../../../shared/contracts/live';
import { apiGet } from '../../../lib/api-client';

export const getCorrections = (code: string, signal?: AbortSignal) =>
  apiGet<UnitCorrectionsAnswer>(`/api/units/${encodeURIComponent(code)}/corrections`, signal);

/** Under ['unit', code]: a live message for the unit refreshes it with the results. */
export const correctionsQuery = (code: string) =>
  queryOptions({
    queryKey: ['unit', code, 'corrections'] as const,
    queryFn: ({ signal }) => getCorrections(code, signal),
  });

export const useCorrections = (code: string) => useQuery(correctionsQuery(code));
