import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { triviaKeys } from './trivia-keys';
import type { TriviaListAnswer } from '../../../../shared/contracts/trivia';

export const getTriviaList = (signal?: AbortSignal) => apiGet<TriviaListAnswer>('/api/trivia', signal);

export const triviaListQuery = () =>
  queryOptions({ queryKey: triviaKeys.list(), queryFn: ({ signal }) => getTriviaList(signal) });

/** The visitor's trivia: which are unlocked, which answered and the points each earned. */
export const useTriviaList = () => useQuery(triviaListQuery());
