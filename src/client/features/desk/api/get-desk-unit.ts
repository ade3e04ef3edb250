import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeskUnit } from '../../../../shared/contracts/desk';
import { apiGet } from '../../../lib/api-client';
import { deskKeys } from '../../../lib/desk-keys';

export const getDeskUnit = (code: string, signal?: AbortSignal) =>
  apiGet<DeskUnit>(`/api/admin/units/${encodeURIComponent(code)}`, signal);

export const deskUnitQuery = (code: string) =>
  queryOptions({ queryKey: deskKeys.unit(code), queryFn: ({ signal }) => getDeskUnit(code, signal) });

export const useDeskUnit = (code: string) => useQuery(deskUnitQuery(code));
