import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { delegationsAnswerSchema } from '../../../../shared/contracts/participants';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type Delegation = z.infer<typeof delegationsAnswerSchema>['items'][number];

/** GET /api/delegations: flag code, name, athlete count and medals of each delegation. */
export const delegationsQuery = () =>
  queryOptions({
    queryKey: queryKeys.delegations(),
    queryFn: ({ signal }) => apiGet<{ items: Delegation[] }>('/api/delegations', signal),
    staleTime: 60_000,
  });

export const useDelegations = () => useQuery(delegationsQuery());
