import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { athleteProfileSchema } from '../../../../shared/contracts/participants';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type AthleteProfile = z.infer<typeof athleteProfileSchema>;

/** GET /api/athletes/:id: the profile (age, never the birth date), events with results, medals. */
export const athleteQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.athlete(id),
    queryFn: ({ signal }) => apiGet<AthleteProfile>(`/api/athletes/${id}`, signal),
  });

export const useAthlete = (id: number) => useQuery({ ...athleteQuery(id), enabled: id > 0 });
