import { OWN_DATE_NAMES, type DateNames } from './date-names';

/**
 * Times of the schedule: shown in the games' time zone or the user's own (user state
 * preferredTimezone), with the zone named; a competition day runs until 03:00 venue
 * time, so a unit at 01:30 belongs to the day before.
 */

export const DEFAULT_DAY_BOUNDARY_HOUR = 3;

/** The zone times are shown in: 'event' → the games' zone, anything else → the browser's. */
export function displayZone(preferred: string, eventZone: string, browserZone: string): string {
  return preferred === 'event' ? eventZone : browserZone;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

/** 24-hour wall-clock time, e.g. "09:05". */
export function formatTime(iso: string | Date, zone: string, locale = 'en-US'): string {
  return formatter(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }).format(
    new Date(iso),
  );
}

/** The zone's offset as the reader knows it, e.g. "GMT+4" (at the given moment, for DST). */
export function zoneOffsetLabel(zone: string, at: Date = new Date(), locale = 'en-US'): string {
  const part = formatter(locale, { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  // Some ICU versions say GMT+0 where others say GMT.
  return (part?.value ?? zone).replace(/^GMT[+-]0$/, 'GMT');
}

/** "Asia/Baku" → "Baku"; the city part of an IANA name, readable. */
export function zoneCity(zone: string): string {
  const last = zone.split('/').pop() ?? zone;
  return last.replace(/_/g, ' ');
}

/**
 * An instant's calendar date (YYYY-MM-DD) and hour (0–23) in a zone, from one formatter of the
 * locale the app formats its own times with: a formatter of another locale (en-CA wrote ISO
 * dates) loads that locale's data on its first use, a visible pause on a cheap phone.
 */
function wallClock(iso: string | Date, zone: string): { day: string; hour: number } {
  const parts = formatter('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const field: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of parts) field[p.type] = p.value;
  return { day: `${field.year}-${field.month}-${field.day}`, hour: Number(field.hour) };
}

/** The calendar date (YYYY-MM-DD) of an instant in a zone. */
export function calendarDay(iso: string | Date, zone: string): string {
  return wallClock(iso, zone).day;
}

/** Adds n days to an ISO day. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Whole days from a to b (ISO days). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T12:00:00Z`) - Date.parse(`${a}T12:00:00Z`)) / 86_400_000);
}

/**
 * The competition day an instant belongs to: its date in the games' zone, or the day
 * before when it falls before the boundary hour (03:00).
 */
export function competitionDayOf(
  iso: string | Date,
  eventZone: string,
  boundaryHour = DEFAULT_DAY_BOUNDARY_HOUR,
): string {
  const { day, hour } = wallClock(iso, eventZone);
  return hour < boundaryHour ? addDays(day, -1) : day;
}

/**
 * How many calendar days after its competition day a time falls in the shown zone
 * ("00:30 +1" for a late session, "-1" when the reader's zone is far behind).
 */
export function dayShift(iso: string, competitionDay: string, zone: string): number {
  return daysBetween(competitionDay, calendarDay(iso, zone));
}

/** Languages whose month and weekday names this platform lacks, found once per language. */
const lacksDateNames = new Map<string, boolean>();

/** The app's own names for the reader's language when the platform would write "M07" instead. */
function shippedNames(locale: string): DateNames | undefined {
  const names = OWN_DATE_NAMES[locale.split('-')[0]!.toLowerCase()];
  if (!names) return undefined;
  let lacks = lacksDateNames.get(locale);
  if (lacks === undefined) {
    // Without the language's data ICU falls back to its root names: "M07", "Sun".
    const probe = formatter(locale, { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2026, 6, 15));
    lacks = Intl.DateTimeFormat.supportedLocalesOf([locale]).length === 0 || /^M\d/.test(probe);
    lacksDateNames.set(locale, lacks);
  }
  return lacks ? names : undefined;
}

const DATE_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  short: { day: '2-digit', month: '2-digit', year: '2-digit' },
};

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * Writes a date with shipped names in the order Azerbaijani uses: "19 iyul 2026, bazar, 08:05",
 * "19.07.26" for the numeric style. The calendar fields come from a locale every platform has.
 */
function formatWithNames(date: Date, names: DateNames, options: Intl.DateTimeFormatOptions): string {
  const { dateStyle, timeStyle, timeZone = 'UTC', ...fields } = options;
  const o: Intl.DateTimeFormatOptions = { ...(dateStyle && DATE_STYLES[dateStyle]), ...fields };
  const [y, m, d] = calendarDay(date, timeZone).split('-').map(Number) as [number, number, number];
  const numeric = o.month === 'numeric' || o.month === '2-digit';
  const monthName = o.month === 'long' ? names.months[m - 1] : names.monthsShort[m - 1];
  const year = o.year === '2-digit' ? pad2(y % 100) : String(y);
  const day = o.day === '2-digit' ? pad2(d) : String(d);
  const dateText = numeric
    ? [o.day && pad2(d), pad2(m), o.year && year].filter(Boolean).join('.')
    : [o.day && day, o.month && monthName, o.year && year].filter(Boolean).join(' ');
  const weekdayIndex = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  const weekday = o.weekday && (o.weekday === 'long' ? names.weekdays : names.weekdaysShort)[weekdayIndex];
  const withSeconds = timeStyle ? timeStyle !== 'short' : !!o.second;
  const time =
    (timeStyle || o.hour) &&
    formatter('en-US', {
      hour: '2-digit',
      minute: '2-digit',
      ...(withSeconds && { second: '2-digit' }),
      hourCycle: 'h23',
      timeZone,
    }).format(date);
  return [dateText, weekday, time].filter(Boolean).join(', ');
}

/**
 * Every date shown to a reader goes through here: the platform's Intl formatting, or the
 * app's own month and weekday names where the platform lacks the reader's language.
 */
export function formatDate(
  at: string | number | Date,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): string {
  const date = new Date(at);
  const names = shippedNames(locale);
  return names ? formatWithNames(date, names, options) : formatter(locale, options).format(date);
}

/** "Thu 16 Jul" style label of an ISO day, in the interface language, as written mid-sentence. */
export function formatDay(day: string, locale = 'en-US', style: 'short' | 'long' = 'short'): string {
  return formatDate(
    `${day}T12:00:00Z`,
    locale,
    style === 'short'
      ? { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }
      : { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' },
  );
}

/** A day chip's parts: short weekday and month above and below the date, and the long label for its name. */
export function dayLabels(day: string, locale = 'en-US'): { weekday: string; month: string; long: string } {
  const at = `${day}T12:00:00Z`;
  return {
    weekday: formatDate(at, locale, { weekday: 'short', timeZone: 'UTC' }),
    month: formatDate(at, locale, { month: 'short', timeZone: 'UTC' }),
    long: formatDay(day, locale, 'long'),
  };
}

/**
 * A label that starts a sentence (a heading): its first letter capitalised, the rest as
 * the language writes it. "quinta-feira, 16 de julho" → "Quinta-feira, 16 de julho",
 * never the every-word "Quinta-Feira, 16 De Julho".
 */
export function sentenceStart(text: string, locale: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const head = String.fromCodePoint(first);
  return head.toLocaleUpperCase(locale) + text.slice(head.length);
}

/** A day's heading: "Thursday, July 16", "Quinta-feira, 16 de julho", "16 iyul, cümə axşamı". */
export function formatDayTitle(day: string, locale = 'en-US'): string {
  return sentenceStart(formatDay(day, locale, 'long'), locale);
}

/** The day to open when none is asked for: today's competition day within the games, else the first event day. */
export function defaultDay(
  days: { day: string; event_day: boolean }[],
  now: Date,
  eventZone: string,
  boundaryHour = DEFAULT_DAY_BOUNDARY_HOUR,
): string | undefined {
  const today = competitionDayOf(now, eventZone, boundaryHour);
  if (days.some((d) => d.day === today)) return today;
  const first = days.find((d) => d.event_day) ?? days[0];
  if (!first) return undefined;
  const last = days[days.length - 1]!;
  // After the games: the last event day, where the finals were.
  if (today > last.day) return [...days].reverse().find((d) => d.event_day)?.day ?? last.day;
  return first.day;
}

/** Seconds since an ISO time, never negative. */
export function secondsSince(iso: string, now: number = Date.now()): number {
  return Math.max(0, Math.floor((now - Date.parse(iso)) / 1000));
}

/** Below this many seconds (or a time ahead of this device's clock) a change reads "just now". */
export const JUST_NOW_S = 5;

/** The texts of "ago" (the live namespace's `ago.*`): a translate function given the key and count. */
export type AgoTexts = (key: 'now' | 'seconds' | 'minutes' | 'hours' | 'days', count: number) => string;

/**
 * "just now", "12 s ago", "3 min ago", "2 h ago", "4 d ago" from the app's own texts: the
 * platform's relative-time data is missing for some languages (Azerbaijani read "-24 s"). A
 * time ahead of this device's clock (skew) is "just now", never a negative count.
 */
export function formatAgo(seconds: number, text: AgoTexts): string {
  if (!(seconds >= JUST_NOW_S)) return text('now', 0);
  if (seconds < 60) return text('seconds', Math.floor(seconds));
  if (seconds < 3600) return text('minutes', Math.floor(seconds / 60));
  if (seconds < 86_400) return text('hours', Math.floor(seconds / 3600));
  return text('days', Math.floor(seconds / 86_400));
}

/** Race time in ms → "9.87", "1:02.73", "1:02:03.4". */
export function formatDuration(ms: number): string {
  const totalHundredths = Math.round(ms / 10);
  const hundredths = totalHundredths % 100;
  const totalSeconds = Math.floor(totalHundredths / 100);
  const s = totalSeconds % 60;
  const m = Math.floor(totalSeconds / 60) % 60;
  const h = Math.floor(totalSeconds / 3600);
  const frac = String(hundredths).padStart(2, '0');
  if (h > 0) return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${frac}`;
  if (m > 0) return `${m}:${String(s).padStart(2, '0')}.${frac}`;
  return `${s}.${frac}`;
}
