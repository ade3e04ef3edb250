/** The demo games' venue clock: Baku keeps UTC+4 all year. */
const UTC_OFFSET_MIN = 4 * 60;

/** A calendar day (YYYY-MM-DD) moved by a number of days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A venue-local wall-clock time as an instant. */
export function localTime(date: string, minutes: number): Date {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + (minutes - UTC_OFFSET_MIN) * 60_000);
}
