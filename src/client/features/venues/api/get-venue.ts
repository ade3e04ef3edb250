import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { venueAnswerSchema } from '../../../../shared/contracts/venues';
import { apiGet } from '../../../lib/api-client';

export type VenueAnswer = z.infer<typeof venueAnswerSchema>;
export type VenueSession = VenueAnswer['next_sessions'][number];

/** One venue: address and details from the organisers, the sports held there, its next units. */
export const getVenue = (code: string, signal?: AbortSignal) =>
  apiGet<VenueAnswer>(`/api/venues/${encodeURIComponent(code)}`, signal);

export const venueQuery = (code: string) =>
  queryOptions({ queryKey: ['reference', 'venue', code], queryFn: ({ signal }) => getVenue(code, signal) });

export const useVenue = (code: string) => useQuery(venueQuery(code));
