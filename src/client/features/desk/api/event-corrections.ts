import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  BracketAnswer,
  StandingsAnswer,
  deskBracketWinnerBodySchema,
  deskStandingBodySchema,
} from '../../../../shared/contracts/brackets';
import type { deskRecordBodySchema } from '../../../../shared/contracts/records';
import { apiGet, apiSend, revalidateHttpCache } from '../../../lib/api-client';

export type BracketWinner = z.input<typeof deskBracketWinnerBodySchema>;
export type StandingLine = z.input<typeof deskStandingBodySchema>;
export type RecordCorrection = z.input<typeof deskRecordBodySchema>;

const ev = (code: string) => encodeURIComponent(code);

// The public reads the corrections change; their keys start with the data topic the live
// stream names, so a change made elsewhere refreshes them too.
export const useEventBracket = (code: string) =>
  useQuery({
    queryKey: ['event', code, 'bracket'],
    queryFn: ({ signal }) => apiGet<BracketAnswer>(`/api/events/${ev(code)}/bracket`, signal),
  });

export const useEventStandings = (code: string) =>
  useQuery({
    queryKey: ['event', code, 'standings'],
    queryFn: ({ signal }) => apiGet<StandingsAnswer>(`/api/events/${ev(code)}/standings`, signal),
  });

/** A correction: once saved, the public reads revalidate and the event's data and the audit reload. */
function useCorrection<V>(send: (vars: V) => Promise<unknown>, topic: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      revalidateHttpCache();
      void queryClient.invalidateQueries({ queryKey: topic });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}

export const useSetBracketWinner = (code: string) =>
  useCorrection(
    (body: BracketWinner) => apiSend('PUT', `/api/admin/events/${ev(code)}/bracket/winner`, body),
    ['event', code],
  );

export const useSetStanding = (code: string) =>
  useCorrection(
    (body: StandingLine) => apiSend('PUT', `/api/admin/events/${ev(code)}/standings`, body),
    ['event', code],
  );

export const useCorrectRecord = () =>
  useCorrection(
    ({ id, ...body }: RecordCorrection & { id: number }) => apiSend('PUT', `/api/admin/records/${id}`, body),
    ['records'],
  );
