import { queryOptions } from '@tanstack/react-query';
import type { SessionUser } from '../../../../shared/contracts/auth';
import { apiGet } from '../../../lib/api-client';
import { AUTH_KEY } from './auth-keys';

export const getMe = (signal?: AbortSignal) => apiGet<{ user: SessionUser }>('/api/auth/me', signal);

export const meQuery = queryOptions({
  queryKey: [...AUTH_KEY, 'me'],
  queryFn: ({ signal }) => getMe(signal),
  retry: false,
});
