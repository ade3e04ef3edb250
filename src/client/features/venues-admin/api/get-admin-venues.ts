import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminVenuesAnswerSchema } from '../../../../shared/contracts/venues';
import { apiGet } from '../../../lib/api-client';

export type AdminVenuesAnswer = z.infer<typeof adminVenuesAnswerSchema>;

export const ADMIN_VENUES_KEY = ['admin', 'venues'] as const;

export const getAdminVenues = (signal?: AbortSignal) =>
  apiGet<AdminVenuesAnswer>('/api/admin/venues', signal);

/** Every venue as the admin edits it (admins only: the server answers 401/403 to anyone else). */
export const useAdminVenues = () =>
  useQuery({ queryKey: ADMIN_VENUES_KEY, queryFn: ({ signal }) => getAdminVenues(signal), retry: false });
