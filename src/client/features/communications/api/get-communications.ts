import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CommunicationList } from '../../../../shared/contracts/communications';
import type { CommunicationSort } from '../../../../shared/domain/communication-values';
import { apiGet } from '../../../lib/api-client';
import { LIST_PATH, type ReadKind } from '../lib/read-kind';
import { communicationKeys } from './communication-keys';

export const getCommunications = (
  kind: ReadKind,
  params: { q: string; sort: CommunicationSort },
  signal?: AbortSignal,
) => {
  const search = new URLSearchParams({ sort: params.sort });
  if (params.q) search.set('q', params.q);
  return apiGet<CommunicationList>(`${LIST_PATH[kind]}?${search}`, signal);
};

/** The published items, filtered and ordered by the server in the reader's language. */
export const useCommunications = (
  kind: ReadKind,
  params: { q: string; sort: CommunicationSort; language: string },
) =>
  useQuery({
    queryKey: communicationKeys.list(kind, params),
    queryFn: ({ signal }) => getCommunications(kind, params, signal),
    // Typing in the filter keeps the last list on screen until the next answer.
    placeholderData: keepPreviousData,
  });
