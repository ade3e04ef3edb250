import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { venuesAnswerSchema } from '../../../../shared/contracts/venues';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type Venues = z.infer<typeof venuesAnswerSchema>;
export type Venue = Venues['items'][number];

/** Every venue of the games, with its coordinates and the sports it hosts. */
export const getVenues = (signal?: AbortSignal) => apiGet<Venues>('/api/venues', signal);

export const venuesQuery = () =>
  queryOptions({ queryKey: queryKeys.venues(), queryFn: ({ signal }) => getVenues(signal) });

export const useVenues = () => useQuery(venuesQuery());
