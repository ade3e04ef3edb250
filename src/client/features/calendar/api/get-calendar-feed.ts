import { useQuery } from '@tanstack/react-query';
import type { CalendarFeedState } from '../../../../shared/contracts/calendar';
import { apiGet } from '../../../lib/api-client';

export const calendarFeedKey = ['me', 'calendar'] as const;

/** GET /api/me/calendar: whether the account has a personal calendar address. */
export const getCalendarFeed = () => apiGet<CalendarFeedState>('/api/me/calendar');

export function useCalendarFeed(enabled: boolean) {
  return useQuery({ queryKey: calendarFeedKey, queryFn: getCalendarFeed, enabled });
}
