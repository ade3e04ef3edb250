import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { classificationAnswerSchema } from '../../../../shared/contracts/results';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type Classification = z.infer<typeof classificationAnswerSchema>;

export const getClassification = (eventCode: string, signal?: AbortSignal) =>
  apiGet<Classification>(`/api/events/${encodeURIComponent(eventCode)}/classification`, signal);

export const classificationQuery = (eventCode: string) =>
  queryOptions({
    queryKey: queryKeys.classification(eventCode),
    queryFn: ({ signal }) => getClassification(eventCode, signal),
  });

export const useClassification = (eventCode: string | undefined) =>
  useQuery({ ...classificationQuery(eventCode ?? ''), enabled: !!eventCode });
