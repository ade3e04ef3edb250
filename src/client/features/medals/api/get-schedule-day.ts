import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { scheduleDayAnswerSchema } from '../../../../shared/contracts/schedule';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type ScheduleDay = z.infer<typeof scheduleDayAnswerSchema>;
export type DayUnit = ScheduleDay['units'][number];

/** GET /api/schedule/days/:day?filter=medal: one day's medal units (the events widget). */
export const scheduleDayQuery = (day: string, params: { discipline?: string; filter?: string }) =>
  queryOptions({
    queryKey: queryKeys.scheduleDay(day, params),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams(
        Object.entries(params).filter((e): e is [string, string] => !!e[1]),
      ).toString();
      return apiGet<ScheduleDay>(`/api/schedule/days/${day}${search ? `?${search}` : ''}`, signal);
    },
  });

export const useScheduleDay = (day: string | undefined, params: { discipline?: string; filter?: string }) =>
  useQuery({ ...scheduleDayQuery(day ?? '', params), enabled: !!day });
