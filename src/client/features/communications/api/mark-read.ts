import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import type { ReadKind } from '../lib/read-kind';
import { communicationKeys } from './communication-keys';

export const markRead = (id: number) => apiSend<void>('PUT', `/api/communication-reads/${id}`);

/** Marks an item opened on the account; the mark shows at once and stays if the call fails (it is retried on the next opening). */
export function useMarkRead(kind: ReadKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onMutate: (id) =>
      queryClient.setQueryData<{ ids: number[] }>(communicationKeys.reads(kind), (old) =>
        old && !old.ids.includes(id) ? { ids: [...old.ids, id] } : old,
      ),
  });
}
