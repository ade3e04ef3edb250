import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { competitionSchema } from '../../../../shared/contracts/disciplines';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type Competition = z.infer<typeof competitionSchema>;

export const getCompetition = (signal?: AbortSignal) => apiGet<Competition>('/api/competition', signal);

export const competitionQuery = () =>
  queryOptions({
    queryKey: queryKeys.competition(),
    queryFn: ({ signal }) => getCompetition(signal),
    staleTime: 60_000,
  });

export const useCompetition = () => useQuery(competitionQuery());
