import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  athleteRecordsSchema,
  disciplineRecordsSchema,
  recordsIndexSchema,
  unitLineupsSchema,
} from '../../../../shared/contracts/records';
import { apiGet } from '../../../lib/api-client';

export type RecordsIndex = z.infer<typeof recordsIndexSchema>;
export type DisciplineRecords = z.infer<typeof disciplineRecordsSchema>;
export type AthleteRecords = z.infer<typeof athleteRecordsSchema>;
export type UnitLineups = z.infer<typeof unitLineupsSchema>;
export type RecordWithPrevious = DisciplineRecords['records'][number];

// Keys start with their data topic ('records', 'unit'), so the live stream refreshes them.
export const useRecordsIndex = () =>
  useQuery({
    queryKey: ['records', 'index'],
    queryFn: ({ signal }) => apiGet<RecordsIndex>('/api/records', signal),
  });

export const useDisciplineRecords = (code: string | undefined) =>
  useQuery({
    queryKey: ['records', 'discipline', code],
    queryFn: ({ signal }) => apiGet<DisciplineRecords>(`/api/records/${code}`, signal),
    enabled: !!code,
  });

export const useAthleteRecords = (id: number) =>
  useQuery({
    queryKey: ['records', 'athlete', id],
    queryFn: ({ signal }) => apiGet<AthleteRecords>(`/api/athletes/${id}/records`, signal),
  });

export const useUnitLineups = (code: string, enabled = true) =>
  useQuery({
    queryKey: ['unit', code, 'lineups'],
    queryFn: ({ signal }) => apiGet<UnitLineups>(`/api/units/${code}/lineups`, signal),
    enabled,
  });
