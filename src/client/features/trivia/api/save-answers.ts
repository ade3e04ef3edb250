import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { userStore } from '../../../lib/user-store';
import { TRIVIA_KEY } from './trivia-keys';
import type { AnswersInput, AnswersResult } from '../../../../shared/contracts/trivia';

export const saveAnswers = ({ id, answers }: { id: string | number } & AnswersInput) =>
  apiPost<AnswersResult>(`/api/trivia/${encodeURIComponent(String(id))}/answers`, { answers });

/** Saves the chosen answers once; the header's points counter shows the new total at once. */
export function useSaveAnswers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAnswers,
    onSuccess: ({ totalPoints }) => {
      const { userData } = userStore.getState();
      userStore.setState({ userData: { ...userData, points: totalPoints } });
      return client.invalidateQueries({ queryKey: TRIVIA_KEY });
    },
  });
}
