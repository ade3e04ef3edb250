import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const requestRestore = (input: { email: string }) =>
  apiPost<{ message: string }>('/api/auth/restore', input);

export const confirmRestore = (input: { token: string; password: string; repeatPassword: string }) =>
  apiPost<{ message: string }>('/api/auth/restore/confirm', input);

export const useRequestRestore = () => useMutation({ mutationFn: requestRestore });
export const useConfirmRestore = () => useMutation({ mutationFn: confirmRestore });
