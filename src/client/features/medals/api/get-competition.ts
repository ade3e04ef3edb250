import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { competitionSchema } from '../../../../shared/contracts/disciplines';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type Competition = z.infer<typeof competitionSchema>;

/** GET /api/competition: the games' days (the events widget picks today's). */
export const competitionQuery = () =>
  queryOptions({
    queryKey: queryKeys.competition(),
    queryFn: ({ signal }) => apiGet<Competition>('/api/competition', signal),
    staleTime: 60_000,
  });

export const useCompetition = () => useQuery(competitionQuery());
