import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { ProgressAnswer } from '../../../../shared/contracts/courses';
import { courseKeys } from './course-keys';

export const getProgress = (signal?: AbortSignal) => apiGet<ProgressAnswer>('/api/course-progress', signal);

/**
 * The signed-in account's finished lessons and certificates (asked only when signed in).
 * Always asked afresh and dropped once no page shows it: after a sign-out and another
 * account's sign-in, nothing of the first account's is shown.
 */
export const useProgress = (enabled: boolean) =>
  useQuery({
    queryKey: courseKeys.progress(),
    queryFn: ({ signal }) => getProgress(signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
