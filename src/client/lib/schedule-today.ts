import { competitionDayOf, defaultDay, DEFAULT_DAY_BOUNDARY_HOUR } from './time';

export interface ScheduleToday {
  /** Today's competition day when it is one of the games' days, else undefined. */
  today: string | undefined;
  /** The day a schedule opens on: today during the games, the first day before, the last after. */
  day: string | undefined;
}

/**
 * Today as the reader of the schedule sees it: the competition day of `now` in the zone
 * the times are shown in (the games' or the reader's own), so the day marked "Today"
 * is the one whose times the reader is looking at.
 */
export function scheduleToday(
  days: { day: string; event_day: boolean }[],
  now: Date,
  zone: string,
  boundaryHour = DEFAULT_DAY_BOUNDARY_HOUR,
): ScheduleToday {
  const today = competitionDayOf(now, zone, boundaryHour);
  return {
    today: days.some((d) => d.day === today) ? today : undefined,
    day: defaultDay(days, now, zone, boundaryHour),
  };
}
