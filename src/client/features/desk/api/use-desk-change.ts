import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeskUnit } from '../../../../shared/contracts/desk';
import { deskKeys } from '../../../lib/desk-keys';

/** A desk change answers with the unit as it is now; the cache takes it at once. */
export function useDeskChange<V>(code: string, send: (vars: V) => Promise<DeskUnit>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (unit) => {
      queryClient.setQueryData(deskKeys.unit(code), unit);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
