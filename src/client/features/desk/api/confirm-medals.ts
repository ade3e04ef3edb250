import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeskUnit } from '../../../../shared/contracts/desk';
import { apiPost } from '../../../lib/api-client';

export interface MedalsConfirmed {
  event_code: string;
  changed: boolean;
  medals: DeskUnit['medals'];
}

export const confirmMedals = (eventCode: string) =>
  apiPost<MedalsConfirmed>(`/api/admin/events/${encodeURIComponent(eventCode)}/medals/confirm`);

export function useConfirmMedals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmMedals,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
  });
}
