import { useMutation } from '@tanstack/react-query';
import type { LoginInput, SessionUser } from '../../../../shared/contracts/auth';
import { apiPost } from '../../../lib/api-client';
import { applyAccountLogin } from '../session';

export const login = (input: LoginInput) =>
  apiPost<{ user: SessionUser; message: string }>('/api/auth/login', { ...input, session: 'cookie' });

export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: ({ user }) => applyAccountLogin(user) });
}
