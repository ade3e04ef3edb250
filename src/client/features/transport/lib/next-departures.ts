import { addDays, calendarDay } from '../../../lib/time';

export interface Timetable {
  stops: { offset_min: number }[];
  /** "HH:MM" departures from the first stop, every day, in the games' time zone. */
  departures: string[];
}

/** Milliseconds the zone is ahead of UTC at an instant (Baku: +4 h). */
function zoneOffsetMs(at: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  })
    .formatToParts(at)
    .reduce<Record<string, number>>((acc, p) => ({ ...acc, [p.type]: Number(p.value) }), {});
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return asUtc - (at - (at % 1000));
}

/** The instant a wall-clock time of a day happens in a zone ("2026-07-16", "18:30", Asia/Baku). */
export function zonedInstant(day: string, hhmm: string, zone: string): number {
  const [y, m, d] = day.split('-').map(Number);
  const [h, min] = hhmm.split(':').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, h!, min!);
  // Twice: the first guess can sit on the other side of a daylight-saving change.
  const first = wall - zoneOffsetMs(wall, zone);
  return wall - zoneOffsetMs(first, zone);
}

/**
 * The next `count` times a line leaves a stop, from `now`: each departure from the first
 * stop plus the stop's offset. Yesterday's late departures are included, as a bus that
 * left at 23:50 can still reach a later stop after midnight.
 */
export function nextDepartures(
  line: Timetable,
  stopIndex: number,
  now: number,
  zone: string,
  count = 4,
): number[] {
  const offset = (line.stops[stopIndex]?.offset_min ?? 0) * 60_000;
  const today = calendarDay(new Date(now), zone);
  const times: number[] = [];
  for (const day of [addDays(today, -1), today, addDays(today, 1)]) {
    for (const departure of line.departures) {
      const at = zonedInstant(day, departure, zone) + offset;
      if (at >= now) times.push(at);
    }
  }
  return times.sort((a, b) => a - b).slice(0, count);
}
