import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { medalTableAnswerSchema } from '../../../../shared/contracts/medals';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type MedalTableAnswer = z.infer<typeof medalTableAnswerSchema>;
export type MedalTableRow = MedalTableAnswer['rows'][number];
export interface MedalFilters {
  discipline?: string;
  gender?: 'M' | 'W' | 'X';
  division?: number;
}

/** Only the set filters, so equal filters make equal query keys and URLs. */
export function filterParams(f: MedalFilters): MedalFilters {
  return {
    ...(f.discipline && { discipline: f.discipline }),
    ...(f.gender && { gender: f.gender }),
    ...(f.division && { division: f.division }),
  };
}

export const toSearch = (params: object) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

/** GET /api/medals: the medal table, overall or by discipline, gender and division. */
export const getMedalTable = (f: MedalFilters, signal?: AbortSignal) => {
  const search = toSearch(filterParams(f));
  return apiGet<MedalTableAnswer>(`/api/medals${search ? `?${search}` : ''}`, signal);
};

export const medalTableQuery = (f: MedalFilters = {}) =>
  queryOptions({
    queryKey: queryKeys.medalTable(filterParams(f)),
    queryFn: ({ signal }) => getMedalTable(f, signal),
  });

export const useMedalTable = (f: MedalFilters = {}) => useQuery(medalTableQuery(f));
