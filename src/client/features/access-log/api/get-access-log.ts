import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessLogQuery, AccessLogReport } from '../../../../shared/contracts/access-log';
import { apiGet } from '../../../lib/api-client';

/** The query string of a report or its CSV: only what is set. */
export function accessLogParams(q: AccessLogQuery): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v) params.set(k, String(v));
  return params.toString();
}

export const accessLogQuery = (q: AccessLogQuery) =>
  queryOptions({
    queryKey: ['admin', 'access-log', q],
    queryFn: ({ signal }) => apiGet<AccessLogReport>(`/api/admin/access-log?${accessLogParams(q)}`, signal),
    retry: false,
    placeholderData: keepPreviousData,
  });

export const useAccessLog = (q: AccessLogQuery) => useQuery(accessLogQuery(q));

export const accessLogCsvUrl = (q: AccessLogQuery) => `/api/admin/access-log.csv?${accessLogParams(q)}`;
