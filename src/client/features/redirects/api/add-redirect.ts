import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Redirect, RedirectInput } from '../../../../shared/contracts/redirects';
import { apiPost } from '../../../lib/api-client';
import { REDIRECTS_KEY } from './get-redirects';

export const addRedirect = (body: RedirectInput) =>
  apiPost<Omit<Redirect, 'created_at'>>('/api/admin/redirects', body);

export const useAddRedirect = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRedirect,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: REDIRECTS_KEY }),
  });
};
