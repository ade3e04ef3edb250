import { useQuery } from '@tanstack/react-query';
import type { AthleteFullProfile } from '../../../../shared/contracts/participants';
import { apiGet } from '../../../lib/api-client';
import { userStore } from '../../../lib/user-store';

/** Whether the signed-in account is an organiser (the server checks it again on every request). */
export const useIsAdmin = () =>
  userStore.useStore((s) => (s.userData as { type?: unknown } | null)?.type === 'admin');

/**
 * GET /api/admin/athletes/:id: the whole profile, birth date and photo consent included, for
 * admins only. Its key is no public topic, so it is never kept on the device for offline reading.
 */
export const useAthleteFull = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: ['admin', 'athlete', id] as const,
    queryFn: ({ signal }) => apiGet<AthleteFullProfile>(`/api/admin/athletes/${id}`, signal),
    enabled: enabled && id > 0,
  });
