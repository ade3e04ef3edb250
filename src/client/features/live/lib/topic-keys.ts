import type { QueryKey } from '@tanstack/react-query';
import type { LiveMessage } from '../../../../shared/contracts/live';

/**
 * Which TanStack Query keys a live message concerns. Query keys start with
 * the server's data topic (lib/query-keys.ts), so a message for `unit:CODE` invalidates
 * ['unit', CODE]. A topic-wide message also reaches the keys of the other families whose
 * answers the server builds from it (the `topics` of each public route on the server):
 * athlete profiles read results and medals; delegations read medals; unit, event and medal
 * answers carry participant names; discipline and venue lists carry schedule counts.
 * 'all' means every query (a new data set, or a client too far behind to catch up).
 */
export function keysFor(message: Pick<LiveMessage, 'topic' | 'id'>): QueryKey[] | 'all' {
  const { topic, id } = message;
  if (id !== null) return [[topic, id]];
  switch (topic) {
    case 'games':
      return 'all';
    case 'schedule':
      return [
        ['schedule'],
        ['reference', 'disciplines'],
        ['reference', 'venues'],
        ['participants', 'athlete'],
      ];
    case 'results':
      return [['results'], ['participants', 'athlete']];
    case 'medals':
      return [['medals'], ['participants']];
    case 'participants':
      return [['participants'], ['unit'], ['event'], ['medals']];
    case 'reference':
      return [['reference'], ['schedule']];
    default:
      return [[topic]];
  }
}
