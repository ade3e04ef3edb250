import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { scheduleDisciplineAnswerSchema } from '../../../../shared/contracts/schedule';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type ScheduleOfDiscipline = z.infer<typeof scheduleDisciplineAnswerSchema>;

export const getScheduleDiscipline = (code: string, day: string | undefined, signal?: AbortSignal) =>
  apiGet<ScheduleOfDiscipline>(
    `/api/schedule/disciplines/${encodeURIComponent(code)}${day ? `?day=${day}` : ''}`,
    signal,
  );

export const scheduleDisciplineQuery = (code: string, day?: string) =>
  queryOptions({
    queryKey: queryKeys.scheduleDiscipline(code, day ? { day } : {}),
    queryFn: ({ signal }) => getScheduleDiscipline(code, day, signal),
  });

export const useScheduleDiscipline = (code: string | undefined, day?: string) =>
  useQuery({ ...scheduleDisciplineQuery(code ?? '', day), enabled: !!code });
