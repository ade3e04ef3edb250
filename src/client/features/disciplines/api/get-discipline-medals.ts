import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { medallistsAnswerSchema, medalTableAnswerSchema } from '../../../../shared/contracts/medals';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type MedalTable = z.infer<typeof medalTableAnswerSchema>;
export type Medallists = z.infer<typeof medallistsAnswerSchema>;

/** The medal table of one discipline (the discipline area's medals tab). */
export const disciplineMedalTableQuery = (discipline: string) =>
  queryOptions({
    queryKey: queryKeys.medalTable({ discipline }),
    queryFn: ({ signal }) => apiGet<MedalTable>(`/api/medals?discipline=${discipline}`, signal),
  });

/** The medallists of each event of one discipline. */
export const disciplineMedallistsQuery = (discipline: string) =>
  queryOptions({
    queryKey: queryKeys.medallists({ discipline }),
    queryFn: ({ signal }) => apiGet<Medallists>(`/api/medals/events?discipline=${discipline}`, signal),
  });

export const useDisciplineMedalTable = (discipline: string) =>
  useQuery(disciplineMedalTableQuery(discipline));
export const useDisciplineMedallists = (discipline: string) =>
  useQuery(disciplineMedallistsQuery(discipline));
