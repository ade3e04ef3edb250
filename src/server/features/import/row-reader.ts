import type { ImportMessageKey } from '../../../shared/i18n/import-messages';
import type { ProblemSink } from './problems';
import type { Sheet, SheetRow } from './read-sheets';

// How a sheet's cells read as values (yes/no, numbers, codes, days, times), each problem
// reported at its row and cell.

const YES = ['yes', 'y', 'true', '1', 'si', 'sí', 'sim', 'bəli', 'beli', 'x'];
const NO = ['no', 'n', 'false', '0', 'não', 'nao', 'xeyr', ''];

export const tokens = (s: string) =>
  s
    .split(/[\s,;]+/)
    .map((t) => t.trim().toUpperCase())
    .filter(Boolean);

export const padCode = (s: string, length: number) => s.toUpperCase().padEnd(length, '-').slice(0, length);

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** A time zone's wall-clock format, made once: making one costs more than a schedule row's other checks. */
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

const QUARTER_HOUR = 15 * 60_000;
const offsets = new Map<string, number>();

/**
 * A time zone's offset from UTC at an instant, in milliseconds. Zones change their offset only
 * on a quarter hour, so it is worked out once per zone and quarter hour: a schedule of
 * thousands of units asks for the same few hundred, and each answer costs a formatting.
 */
function zoneOffset(timeZone: string, t: number): number {
  const quarter = Math.floor(t / QUARTER_HOUR) * QUARTER_HOUR;
  const key = `${timeZone} ${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const parts = wallClock(timeZone).formatToParts(new Date(quarter));
    const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
    offset = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - quarter;
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The instant of a wall-clock time in a time zone (two passes cover the offset's own change). */
export function zonedInstant(day: string, minutes: number, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
  const offsetAt = (t: number) => zoneOffset(timeZone, t);
  let t = wall - offsetAt(wall);
  t = wall - offsetAt(t);
  return new Date(t);
}

export function isIsoDay(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  // Plain arithmetic: parsing and printing a Date for each of ten thousand rows shows in the import's time.
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

/** 14:30, 14.30 or 9:05 as minutes after midnight. */
export function minutesOf(s: string): number | undefined {
  const m = /^(\d{1,2})[:.](\d{2})(?::\d{2})?$/.exec(s);
  if (!m) return undefined;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 60 + min : undefined;
}

/** A row's reader: values by column, each problem at the column's cell. */
export function rowReader(problems: ProblemSink, sheet: Sheet, row: SheetRow) {
  let bad = false;
  const at = (key: string | null) => ({
    file: sheet.file,
    sheet: sheet.name,
    row: row.row,
    cell: key ? (row.cells[key]?.cell ?? null) : null,
    column: key,
  });
  const r = {
    get bad() {
      return bad;
    },
    problem(key: string | null, code: ImportMessageKey, params: Record<string, string | number> = {}) {
      bad = true;
      problems.add(at(key), code, params);
    },
    text(key: string, required = true): string {
      const v = row.cells[key]?.value ?? '';
      if (!v && required && key in row.cells) r.problem(key, 'required');
      return v;
    },
    code(key: string, pattern: RegExp, expected: string): string {
      const v = r.text(key).toUpperCase();
      if (v && !pattern.test(v)) r.problem(key, 'invalid', { value: v, expected });
      return v;
    },
    bool(key: string, fallback: boolean): boolean {
      const v = (row.cells[key]?.value ?? '').toLowerCase();
      if (!(key in row.cells) || v === '') return fallback;
      if (YES.includes(v)) return true;
      if (NO.includes(v)) return false;
      r.problem(key, 'invalid', { value: v, expected: 'yes / no' });
      return fallback;
    },
    number(key: string, min: number, max: number): number {
      const v = r.text(key);
      const n = Number(v.replace(',', '.'));
      if (v && (!Number.isFinite(n) || n < min || n > max))
        r.problem(key, 'invalid', { value: v, expected: `${min}…${max}` });
      return n;
    },
  };
  return r;
}

export type RowReader = ReturnType<typeof rowReader>;
