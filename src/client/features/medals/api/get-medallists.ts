import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { medallistsAnswerSchema } from '../../../../shared/contracts/medals';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { filterParams, toSearch, type MedalFilters } from './get-medal-table';

export type MedallistsAnswer = z.infer<typeof medallistsAnswerSchema>;
export type MedalEvent = MedallistsAnswer['events'][number];
export type MedallistFilters = MedalFilters & { delegation?: string; event?: string };

const params = (f: MedallistFilters) => ({
  ...filterParams(f),
  ...(f.delegation && { delegation: f.delegation }),
  ...(f.event && { event: f.event }),
});

/** GET /api/medals/events: the medallists of each event, filtered like the table. */
export const getMedallists = (f: MedallistFilters, signal?: AbortSignal) => {
  const search = toSearch(params(f));
  return apiGet<MedallistsAnswer>(`/api/medals/events${search ? `?${search}` : ''}`, signal);
};

export const medallistsQuery = (f: MedallistFilters = {}) =>
  queryOptions({
    queryKey: queryKeys.medallists(params(f)),
    queryFn: ({ signal }) => getMedallists(f, signal),
  });

export const useMedallists = (f: MedallistFilters = {}, enabled = true) =>
  useQuery({ ...medallistsQuery(f), enabled });
