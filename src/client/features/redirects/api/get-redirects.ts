import { useQuery } from '@tanstack/react-query';
import type { RedirectList } from '../../../../shared/contracts/redirects';
import { apiGet } from '../../../lib/api-client';

export const REDIRECTS_KEY = ['admin', 'redirects'] as const;

export const getRedirects = (signal?: AbortSignal) => apiGet<RedirectList>('/api/admin/redirects', signal);

/** Every redirect, by old path (admins only: the server answers 401/403 to anyone else). */
export const useRedirects = () =>
  useQuery({ queryKey: REDIRECTS_KEY, queryFn: ({ signal }) => getRedirects(signal), retry: false });
