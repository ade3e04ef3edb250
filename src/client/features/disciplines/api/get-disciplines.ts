import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { disciplinesAnswerSchema } from '../../../../shared/contracts/disciplines';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type DisciplinesAnswer = z.infer<typeof disciplinesAnswerSchema>;
export type Discipline = DisciplinesAnswer['items'][number];

export const getDisciplines = (signal?: AbortSignal) => apiGet<DisciplinesAnswer>('/api/disciplines', signal);

export const disciplinesQuery = () =>
  queryOptions({
    queryKey: queryKeys.disciplines(),
    queryFn: ({ signal }) => getDisciplines(signal),
    staleTime: 60_000,
  });

export const useDisciplines = () => useQuery(disciplinesQuery());
