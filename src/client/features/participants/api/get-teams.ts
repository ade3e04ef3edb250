import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { teamsAnswerSchema } from '../../../../shared/contracts/participants';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type Team = z.infer<typeof teamsAnswerSchema>['items'][number];
export interface TeamFilters {
  delegation?: string;
  discipline?: string;
  event?: string;
}

/** GET /api/teams: teams with their event and members. */
export const teamsQuery = (f: TeamFilters) => {
  const params = Object.fromEntries(Object.entries(f).filter(([, v]) => !!v)) as TeamFilters;
  return queryOptions({
    queryKey: queryKeys.teams(params),
    queryFn: ({ signal }) =>
      apiGet<{ items: Team[] }>(
        `/api/teams?${new URLSearchParams(params as Record<string, string>)}`,
        signal,
      ),
  });
};

export const useTeams = (f: TeamFilters) => useQuery(teamsQuery(f));
