import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { venuesAnswerSchema } from '../../../../shared/contracts/venues';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type VenuesAnswer = z.infer<typeof venuesAnswerSchema>;

export const getVenues = (signal?: AbortSignal) => apiGet<VenuesAnswer>('/api/venues', signal);

export const venuesQuery = () =>
  queryOptions({
    queryKey: queryKeys.venues(),
    queryFn: ({ signal }) => getVenues(signal),
    staleTime: 60_000,
  });

export const useVenues = () => useQuery(venuesQuery());
