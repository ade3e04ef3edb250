import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Redirect, RedirectInput } from '../../../../shared/contracts/redirects';
import { apiSend } from '../../../lib/api-client';
import { REDIRECTS_KEY } from './get-redirects';

/** Replaces the redirect that starts at `from`; its old path may change too. */
export const editRedirect = ({ from, ...body }: RedirectInput & { from: string }) =>
  apiSend<Omit<Redirect, 'created_at'>>('PUT', `/api/admin/redirects?path=${encodeURIComponent(from)}`, body);

export const useEditRedirect = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editRedirect,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: REDIRECTS_KEY }),
  });
};
