import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RankingMe, RankingPage } from '../../../../shared/contracts/ranking';
import type { UserType } from '../../../../shared/contracts/auth';
import { apiGet } from '../../../lib/api-client';

/** Every ranking query starts here, so one invalidation refreshes the list and the reader's row. */
export const RANKING_KEY = ['ranking'] as const;

export interface RankingParams {
  page: number;
  pageSize: number;
  omitZero: boolean;
  type?: UserType;
}

const filterQuery = (p: Omit<RankingParams, 'page'>) =>
  `pageSize=${p.pageSize}${p.omitZero ? '&omitZero=true' : ''}${p.type ? `&type=${p.type}` : ''}`;

export const getRanking = (p: RankingParams, signal?: AbortSignal) =>
  apiGet<RankingPage>(`/api/ranking?page=${p.page}&${filterQuery(p)}`, signal);

export const rankingQuery = (p: RankingParams) =>
  queryOptions({
    queryKey: [...RANKING_KEY, 'list', p] as const,
    queryFn: ({ signal }) => getRanking(p, signal),
  });

/** One page of the ranking; the previous page stays on screen while the next one loads. */
export const useRanking = (p: RankingParams) =>
  useQuery({ ...rankingQuery(p), placeholderData: keepPreviousData });

export const getRankingMe = (p: Omit<RankingParams, 'page'>, signal?: AbortSignal) =>
  apiGet<RankingMe>(`/api/ranking/me?${filterQuery(p)}`, signal);

/** The signed-in reader's row in the same list and the page that holds it (asked only when signed in). */
export const useRankingMe = (p: Omit<RankingParams, 'page'>, enabled: boolean) =>
  useQuery({
    queryKey: [...RANKING_KEY, 'me', p] as const,
    queryFn: ({ signal }) => getRankingMe(p, signal),
    enabled,
    retry: false,
  });
