import { useQuery } from '@tanstack/react-query';
import type { BracketAnswer, StandingsAnswer } from '../../../../shared/contracts/brackets';
import { apiGet } from '../../../lib/api-client';

// Keys start with the event's data topic, so a live change of the event refetches them.
export const bracketKey = (event: string) => ['event', event, 'bracket'] as const;
export const standingsKey = (event: string) => ['event', event, 'standings'] as const;

export const useBracket = (event: string) =>
  useQuery({
    queryKey: bracketKey(event),
    queryFn: ({ signal }) =>
      apiGet<BracketAnswer>(`/api/events/${encodeURIComponent(event)}/bracket`, signal),
    enabled: !!event,
  });

export const useStandings = (event: string) =>
  useQuery({
    queryKey: standingsKey(event),
    queryFn: ({ signal }) =>
      apiGet<StandingsAnswer>(`/api/events/${encodeURIComponent(event)}/standings`, signal),
    enabled: !!event,
  });
