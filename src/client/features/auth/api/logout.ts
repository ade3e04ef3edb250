import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { logout as clearUserState } from '../../../lib/user-store';
import { AUTH_KEY } from './auth-keys';

export const logout = () => apiPost<{ message: string }>('/api/auth/logout');

/** Server session first; the local user state is cleared once the server agreed. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      clearUserState();
      queryClient.removeQueries({ queryKey: AUTH_KEY });
    },
  });
}
