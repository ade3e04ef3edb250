import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedState } from '../../../../shared/contracts/calendar';
import { apiPost } from '../../../lib/api-client';
import { calendarFeedKey } from './get-calendar-feed';

/** POST /api/me/calendar: a new personal address (shown once); the old one stops working. */
export const renewCalendarFeed = () => apiPost<CalendarFeedState>('/api/me/calendar');

export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewCalendarFeed,
    // The state without the secret: it stays with the mutation's answer, shown once.
    onSuccess: ({ url: _url, ...state }) => queryClient.setQueryData(calendarFeedKey, state),
  });
}
