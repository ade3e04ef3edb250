import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { deskUnitListSchema } from '../../../../shared/contracts/desk';
import { apiGet } from '../../../lib/api-client';
import { deskKeys } from '../../../lib/desk-keys';

export type DeskUnitList = z.infer<typeof deskUnitListSchema>;

export const getDeskUnits = (params: { day?: string; discipline?: string }, signal?: AbortSignal) => {
  const q = new URLSearchParams();
  if (params.day) q.set('day', params.day);
  if (params.discipline) q.set('discipline', params.discipline);
  return apiGet<DeskUnitList>(`/api/admin/units?${q}`, signal);
};

export const deskUnitsQuery = (params: { day?: string; discipline?: string }) =>
  queryOptions({ queryKey: deskKeys.units(params), queryFn: ({ signal }) => getDeskUnits(params, signal) });

export const useDeskUnits = (params: { day?: string; discipline?: string }) =>
  useQuery(deskUnitsQuery(params));
