import { useQuery } from '@tanstack/react-query';
import type { ServerOverview } from '../../../../shared/contracts/access-log';
import { apiGet } from '../../../lib/api-client';

/** Instances, live clients and the results feed, refreshed every 10 seconds while shown. */
export const useServerOverview = () =>
  useQuery({
    queryKey: ['admin', 'overview'],
    queryFn: ({ signal }) => apiGet<ServerOverview>('/api/admin/overview', signal),
    refetchInterval: 10_000,
    retry: false,
  });
