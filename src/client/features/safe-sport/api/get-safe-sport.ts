import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { safeSportAnswerSchema } from '../../../../shared/contracts/videos';
import { apiGet } from '../../../lib/api-client';

export type SafeSportAnswer = z.infer<typeof safeSportAnswerSchema>;

export const safeSportQuery = () =>
  queryOptions({
    queryKey: ['content', 'safe-sport'] as const,
    queryFn: ({ signal }) => apiGet<SafeSportAnswer>('/api/safe-sport', signal),
  });

export const useSafeSport = () => useQuery(safeSportQuery());
