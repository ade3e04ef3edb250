import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ScheduleAnswer, scheduleMoveBodySchema } from '../../../../shared/contracts/import';
import { apiSend } from '../../../lib/api-client';
import { deskKeys } from '../../../lib/desk-keys';

export type MoveUnit = z.input<typeof scheduleMoveBodySchema>;

/** Moves a unit (day, times in games time, place, name); the answer lists its clashes. */
export const moveUnit = (code: string, body: MoveUnit) =>
  apiSend<ScheduleAnswer>('PATCH', `/api/admin/schedule/units/${encodeURIComponent(code)}`, body);

export function useMoveUnit(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MoveUnit) => moveUnit(code, body),
    onSuccess: (answer) => {
      if (answer.applied) void queryClient.invalidateQueries({ queryKey: deskKeys.unit(code) });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
