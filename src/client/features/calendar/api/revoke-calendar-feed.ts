import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedState } from '../../../../shared/contracts/calendar';
import { apiSend } from '../../../lib/api-client';
import { calendarFeedKey } from './get-calendar-feed';

/** DELETE /api/me/calendar: the personal address answers 404 from now on. */
export const revokeCalendarFeed = () => apiSend<CalendarFeedState>('DELETE', '/api/me/calendar');

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: (state) => queryClient.setQueryData(calendarFeedKey, state),
  });
}
