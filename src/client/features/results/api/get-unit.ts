import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { unitDetailSchema } from '../../../../shared/contracts/results';
import type { UnitSummary } from '../../../../shared/contracts/schedule';
import { apiGet } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export type UnitDetail = z.infer<typeof unitDetailSchema>;
export type ResultRow = UnitDetail['results'][number];
export type StartListEntry = UnitDetail['start_list'][number];
export type { UnitSummary };

export const getUnit = (code: string, signal?: AbortSignal) =>
  apiGet<UnitDetail>(`/api/units/${encodeURIComponent(code)}`, signal);

/** Unit codes are upper case; a link may carry them in any case. */
export const unitQuery = (code: string) =>
  queryOptions({
    queryKey: queryKeys.unit(code.toUpperCase()),
    queryFn: ({ signal }) => getUnit(code.toUpperCase(), signal),
  });

/**
 * Starts a unit's request from its route, beside the page's code, instead of after the
 * page has loaded and rendered: on a phone's network that is one round trip less before
 * the unit's title and results show. Only when nothing is cached: keeping cached data
 * fresh is the page's query's job (and the live stream's).
 */
export const prefetchUnit = (code: string) =>
  void queryClient.ensureQueryData(unitQuery(code)).catch(() => {});

export const useUnit = (code: string | undefined) => useQuery({ ...unitQuery(code ?? ''), enabled: !!code });
