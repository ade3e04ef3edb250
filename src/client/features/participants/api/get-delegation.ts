import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DelegationDetail } from '../../../../shared/contracts/participants';
import { apiGet } from '../../../lib/api-client';

export type { DelegationDetail };

/**
 * GET /api/delegations/:code: medals, medallists and latest results. Keyed under the schedule
 * topic, which every unit change bumps (results and medals come with one).
 */
export const delegationQuery = (code: string) =>
  queryOptions({
    queryKey: ['schedule', 'delegation', code] as const,
    queryFn: ({ signal }) => apiGet<DelegationDetail>(`/api/delegations/${encodeURIComponent(code)}`, signal),
  });

export const useDelegation = (code: string) => useQuery(delegationQuery(code));
