import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ScheduleAnswer, scheduleCreateBodySchema } from '../../../../shared/contracts/import';
import { apiPost } from '../../../lib/api-client';

export type CreateUnit = z.input<typeof scheduleCreateBodySchema>;

/** Creates a unit in the schedule; the answer lists the row's problems or the unit's clashes. */
export const createUnit = (body: CreateUnit) => apiPost<ScheduleAnswer>('/api/admin/schedule/units', body);

export function useCreateUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUnit,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
