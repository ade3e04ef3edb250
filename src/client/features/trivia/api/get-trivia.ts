import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TriviaListItem } from '../../../../shared/contracts/trivia';
import { apiGet } from '../../../lib/api-client';
import { triviaKeys } from './trivia-keys';

export const getTrivia = (id: string, signal?: AbortSignal) =>
  apiGet<TriviaListItem>(`/api/trivia/${encodeURIComponent(id)}`, signal);

export const triviaQuery = (id: string) =>
  queryOptions({ queryKey: triviaKeys.item(id), queryFn: ({ signal }) => getTrivia(id, signal) });

/** One trivia as the list shows it: whether this visitor unlocked it, answered it and the points earned. */
export const useTrivia = (id: string) => useQuery(triviaQuery(id));
