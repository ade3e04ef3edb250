import { useMemo, useState } from 'react';
import { scheduleToday, type ScheduleToday } from './schedule-today';
import { useTimes } from './use-times';

/**
 * Today of the games from the browser clock (Date.now(), so a test's fake clock drives
 * it), in the zone the schedule shows. The clock is read when the page opens: a page
 * left open overnight keeps the day it opened on until it is opened again.
 */
export function useScheduleToday(
  competition: { days: { day: string; event_day: boolean }[]; day_boundary_hour?: number } | undefined,
): ScheduleToday {
  const { zone } = useTimes();
  const [now] = useState(() => Date.now());
  return useMemo(
    () =>
      competition
        ? scheduleToday(competition.days, new Date(now), zone, competition.day_boundary_hour)
        : { today: undefined, day: undefined },
    [competition, zone, now],
  );
}
