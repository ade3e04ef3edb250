import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { disciplineEventsAnswerSchema } from '../../../../shared/contracts/disciplines';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type DisciplineEvents = z.infer<typeof disciplineEventsAnswerSchema>;
export type SportEvent = DisciplineEvents['events'][number];

export const getDisciplineEvents = (code: string, signal?: AbortSignal) =>
  apiGet<DisciplineEvents>(`/api/disciplines/${encodeURIComponent(code)}/events`, signal);

export const disciplineEventsQuery = (code: string) =>
  queryOptions({
    queryKey: queryKeys.disciplineEvents(code),
    queryFn: ({ signal }) => getDisciplineEvents(code, signal),
    staleTime: 60_000,
  });

export const useDisciplineEvents = (code: string | undefined) =>
  useQuery({ ...disciplineEventsQuery(code ?? ''), enabled: !!code });
