import { useMutation } from '@tanstack/react-query';
import type { SessionUser, SignupInput } from '../../../../shared/contracts/auth';
import { apiPost } from '../../../lib/api-client';
import { applyAccountLogin } from '../session';

export const signup = (input: SignupInput) =>
  apiPost<{ user: SessionUser; message: string }>('/api/auth/signup', input);

export function useSignup() {
  return useMutation({ mutationFn: signup, onSuccess: ({ user }) => applyAccountLogin(user) });
}
