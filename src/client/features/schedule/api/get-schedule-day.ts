import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { scheduleDayAnswerSchema } from '../../../../shared/contracts/schedule';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type ScheduleDay = z.infer<typeof scheduleDayAnswerSchema>;
export type ScheduleItem = ScheduleDay['items'][number];
export interface ScheduleDayParams {
  discipline?: string;
  filter?: string;
}

export function getScheduleDay(day: string, params: ScheduleDayParams, signal?: AbortSignal) {
  const q = new URLSearchParams();
  if (params.discipline) q.set('discipline', params.discipline);
  if (params.filter && params.filter !== 'all') q.set('filter', params.filter);
  const qs = q.toString();
  return apiGet<ScheduleDay>(`/api/schedule/days/${day}${qs ? `?${qs}` : ''}`, signal);
}

export const scheduleDayQuery = (day: string, params: ScheduleDayParams = {}) =>
  queryOptions({
    queryKey: queryKeys.scheduleDay(day, params),
    queryFn: ({ signal }) => getScheduleDay(day, params, signal),
  });

export const useScheduleDay = (day: string | undefined, params: ScheduleDayParams = {}) =>
  useQuery({ ...scheduleDayQuery(day ?? '', params), enabled: !!day });
