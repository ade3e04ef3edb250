import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { TRIVIA_KEY } from './trivia-keys';
import type { UnlockAnswer } from '../../../../shared/contracts/trivia';

/** Sends what a QR code said (the token or the whole poster address); the server checks its signature. */
export const unlockTrivia = (code: string) => apiPost<UnlockAnswer>('/api/trivia/unlock', { code });

export function useUnlockTrivia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unlockTrivia,
    onSuccess: () => client.invalidateQueries({ queryKey: TRIVIA_KEY }),
  });
}
