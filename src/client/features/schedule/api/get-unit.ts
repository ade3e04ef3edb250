import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { unitDetailSchema, UnitSummary } from '../../../../shared/contracts/competition';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type UnitDetail = z.infer<typeof unitDetailSchema>;
export type ResultRow = UnitDetail['results'][number];
export type StartListEntry = UnitDetail['start_list'][number];
export type { UnitSummary };

export const getUnit = (code: string, signal?: AbortSignal) =>
  apiGet<UnitDetail>(`/api/units/${encodeURIComponent(code)}`, signal);

export const unitQuery = (code: string) =>
  queryOptions({
    queryKey: queryKeys.unit(code),
    queryFn: ({ signal }) => getUnit(code, signal),
  });

export const useUnit = (code: string | undefined) => useQuery({ ...unitQuery(code ?? ''), enabled: !!code });
