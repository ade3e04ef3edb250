import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NowAnswer } from '../../../../shared/contracts/now';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useNow } from '../../../lib/use-now';

export type { NowAnswer, NowLeader, NowUnit } from '../../../../shared/contracts/now';

/** The browser's clock cut to the minute, as the read takes it ("2026-07-16T14:30Z"). */
export const nowMinute = (ms: number) => `${new Date(ms).toISOString().slice(0, 16)}Z`;

export const nowQuery = (at: string) =>
  queryOptions({
    queryKey: queryKeys.now(at),
    queryFn: ({ signal }) => apiGet<NowAnswer>(`/api/now?at=${at}`, signal),
  });

/**
 * What is on now, for the browser's minute: asked again when the minute turns (a new address,
 * answered from the server's cache for everyone on that minute) and when the live stream says
 * the schedule changed. The last lists stay on screen while the next minute's load.
 */
export function useNowLists() {
  const at = nowMinute(useNow(60_000));
  return useQuery({ ...nowQuery(at), placeholderData: keepPreviousData });
}
