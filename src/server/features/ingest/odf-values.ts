import { OdfError } from '../../odf/parse';

// ODF attribute values the handlers turn into ours. A value we cannot read refuses the whole
// message (OdfError) rather than storing a guess.

/** A date-time with its offset; a bare local time would be ambiguous across venues. */
export function instant(value: string, what: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    throw new OdfError(`${what} must be a date-time with offset like 2026-07-14T18:00:00+04:00`);
  }
  return new Date(value);
}

/** The competition day: venue-local date, a unit before the boundary hour belongs to the day before. */
export function logicalDay(at: Date, timeZone: string, boundaryHour: number): string {
  const shifted = new Date(at.getTime() - boundaryHour * 3600_000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(shifted);
}

/** "54.21", "1:52.04", "2:01:33.7" → milliseconds; null for marks that are not times. */
export function timeMs(result: string | undefined): number | null {
  if (!result) return null;
  const m = /^(?:(\d+):)?(?:(\d{1,2}):)?(\d{1,2})\.(\d{1,3})$/.exec(result);
  if (!m) return null;
  const [, a, b, s, frac] = m;
  const hours = b !== undefined ? Number(a) : 0;
  const minutes = b !== undefined ? Number(b) : Number(a ?? 0);
  return ((hours * 60 + minutes) * 60 + Number(s)) * 1000 + Number(frac!.padEnd(3, '0'));
}
