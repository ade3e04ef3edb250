import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { ReadKind } from '../lib/read-kind';
import { communicationKeys } from './communication-keys';

export const getReads = (kind: ReadKind, signal?: AbortSignal) =>
  apiGet<{ ids: number[] }>(`/api/communication-reads?kind=${kind}`, signal);

/** What the signed-in account has opened (only asked when signed in to an account). */
export const useServerReads = (kind: ReadKind, enabled: boolean) =>
  useQuery({
    queryKey: communicationKeys.reads(kind),
    queryFn: ({ signal }) => getReads(kind, signal),
    enabled,
  });
