/**
 * CSV for spreadsheets. A cell a spreadsheet would read as a formula (starting with = + - @,
 * or a tab or carriage return that some programs skip before looking) gets a leading
 * apostrophe, so a visitor's suggestion can never run as a formula on an organiser's computer.
 * Every cell is quoted, quotes doubled, so commas and line breaks stay inside their cell.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  let s = value === null ? '' : String(value);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return `"${s.replaceAll('"', '""')}"`;
}

/** Lines end in CRLF (RFC 4180); a byte-order mark lets spreadsheet programs read UTF-8. */
export function toCsv(rows: (string | number | null)[][]): string {
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
