import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminContentKeys } from './content-keys';

/**
 * Every admin change refreshes the admin lists and the public reads (['content', ...]),
 * so the organiser sees at once what readers will see.
 */
export function useContentChange<V, R>(send: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminContentKeys.all() }),
        queryClient.invalidateQueries({ queryKey: ['content'] }),
      ]),
  });
}
