import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revalidateHttpCache } from '../../../lib/api-client';
import { ADMIN_VENUES_KEY } from './get-admin-venues';

/**
 * Every venue change refreshes the admin list and the public reads naming venues, and has the
 * browser revalidate its cached answers, so the organiser sees at once what readers will see.
 */
export function useVenueChange<V, R>(send: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => revalidateHttpCache(),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_VENUES_KEY }),
        queryClient.invalidateQueries({ queryKey: ['reference'] }),
        queryClient.invalidateQueries({ queryKey: ['schedule'] }),
      ]),
  });
}
