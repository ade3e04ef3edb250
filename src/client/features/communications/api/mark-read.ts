import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import type { ReadKind } from '../lib/read-kind';
import { communicationKeys } from './communication-keys';

export const markRead = (id: number) => apiSend<void>('PUT', `/api/communication-reads/${id}`);

/** Marks an item opened on the account; the account's list is asked again once the server has it. */
export function useMarkRead(kind: ReadKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: communicationKeys.reads(kind) }),
  });
}
