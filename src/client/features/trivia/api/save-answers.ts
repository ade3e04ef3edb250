import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { userStore } from '../../../lib/user-store';
import { RANKING_KEY } from '../../ranking';
import { TRIVIA_KEY } from './trivia-keys';
import type { AnswersInput, AnswersResult } from '../../../../shared/contracts/trivia';

export const saveAnswers = ({ id, answers }: { id: string | number } & AnswersInput) =>
  apiPost<AnswersResult>(`/api/trivia/${encodeURIComponent(String(id))}/answers`, { answers });

/** Saves the chosen answers once; the header's points counter and the ranking show the new total at once. */
export function useSaveAnswers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAnswers,
    onSuccess: ({ totalPoints }) => {
      const { userData } = userStore.getState();
      userStore.setState({ userData: { ...userData, points: totalPoints } });
      // The ranking and the reader's place in it change with the points.
      return Promise.all([
        client.invalidateQueries({ queryKey: TRIVIA_KEY }),
        client.invalidateQueries({ queryKey: RANKING_KEY }),
      ]);
    },
  });
}
