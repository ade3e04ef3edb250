import type { CommunicationSort } from '../../../../shared/domain/communication-values';
import type { ReadKind } from '../lib/read-kind';

/**
 * The lists start with 'content', the server's data topic for the organisers' content: when
 * an item is published, the live stream's content message refetches an open list. The reads
 * of an account are its own and never come from the live stream.
 */
export const communicationKeys = {
  list: (kind: ReadKind, params: { q: string; sort: CommunicationSort; language: string }) =>
    ['content', 'communications', kind, params] as const,
  reads: (kind: ReadKind) => ['account', 'communication-reads', kind] as const,
};
