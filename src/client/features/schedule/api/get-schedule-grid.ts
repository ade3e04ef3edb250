import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { scheduleGridAnswerSchema } from '../../../../shared/contracts/schedule';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type ScheduleGrid = z.infer<typeof scheduleGridAnswerSchema>;
export interface GridParams {
  days: 'event' | 'all';
  filter: string;
}

export const getScheduleGrid = (p: GridParams, signal?: AbortSignal) =>
  apiGet<ScheduleGrid>(`/api/schedule/grid?days=${p.days}&filter=${encodeURIComponent(p.filter)}`, signal);

export const scheduleGridQuery = (p: GridParams) =>
  queryOptions({
    queryKey: queryKeys.scheduleGrid(p),
    queryFn: ({ signal }) => getScheduleGrid(p, signal),
  });

/** Keeps the last grid on screen while another filter loads, so the table does not flash. */
export const useScheduleGrid = (p: GridParams) =>
  useQuery({ ...scheduleGridQuery(p), placeholderData: keepPreviousData });
