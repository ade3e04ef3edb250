import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { REDIRECTS_KEY } from './get-redirects';

export const removeRedirect = (path: string) =>
  apiSend<null>('DELETE', `/api/admin/redirects?path=${encodeURIComponent(path)}`);

export const useRemoveRedirect = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeRedirect,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: REDIRECTS_KEY }),
  });
};
