import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PosterAnswer } from '../../../../shared/contracts/trivia';
import { apiGet, apiPost } from '../../../lib/api-client';

/** The admin's poster of one trivia: kept apart from the visitors' trivia queries. */
const posterKey = (id: string) => ['admin', 'trivia-poster', id] as const;

export const getPoster = (id: string, signal?: AbortSignal) =>
  apiGet<PosterAnswer>(`/api/admin/trivia/${encodeURIComponent(id)}/poster`, signal);

export const usePoster = (id: string) =>
  useQuery({ queryKey: posterKey(id), queryFn: ({ signal }) => getPoster(id, signal), retry: false });

/** Withdraws the printed posters: the answer is the new poster, shown at once. */
export function useWithdrawPoster(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiPost<PosterAnswer>(`/api/admin/trivia/${encodeURIComponent(id)}/poster/withdraw`, {}),
    onSuccess: (poster) => {
      client.setQueryData(posterKey(id), poster);
      // The content admin lists the poster version with the item's fields.
      void client.invalidateQueries({ queryKey: ['admin', 'content'] });
    },
  });
}
