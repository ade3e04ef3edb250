import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import {
  columnOfHeader,
  IMPORT_SHEETS,
  kindOfHeaders,
  kindOfSheetName,
  type ImportKind,
} from '../../../shared/domain/import-sheets';
import type { ProblemSink } from './problems';

/** One data row of a sheet: its spreadsheet row number and its cells by column key. */
export interface SheetRow {
  row: number;
  cells: Record<string, { value: string; cell: string }>;
}

export interface Sheet {
  file: string;
  name: string;
  kind: ImportKind;
  rows: SheetRow[];
}

export interface ImportFile {
  name: string;
  bytes: Uint8Array;
}

/** A: 0, B: 1, ..., AA: 26. */
export function columnLetter(index: number): string {
  let s = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * A cell as text. Spreadsheet dates come as instants at UTC midnight (a time of day alone on
 * 1899-12-30), so they are written back the way the template asks: YYYY-MM-DD and HH:MM.
 */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const date = value.toISOString().slice(0, 10);
    const time = `${pad2(value.getUTCHours())}:${pad2(value.getUTCMinutes())}`;
    if (value.getUTCFullYear() < 1900) return time;
    return time === '00:00' ? date : `${date} ${time}`;
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

/** Turns a header row and its data rows into a sheet of known columns. */
function toSheet(
  file: string,
  name: string,
  kind: ImportKind,
  table: { row: number; values: string[] }[],
  problems: ProblemSink,
): Sheet | undefined {
  const header = table[0];
  const label = IMPORT_SHEETS[kind].labels['en-US'];
  if (!header) return undefined;
  const columns = header.values.map((h) => columnOfHeader(kind, h));
  for (const c of IMPORT_SHEETS[kind].columns) {
    if (c.required && !columns.includes(c.key)) {
      problems.add({ file, sheet: name, row: header.row, cell: null, column: c.key }, 'missingColumn', {
        value: `${c.labels['en-US']} (${label})`,
      });
    }
  }
  const rows: SheetRow[] = [];
  for (const line of table.slice(1)) {
    if (line.values.every((v) => v.trim() === '')) continue;
    const cells: SheetRow['cells'] = {};
    columns.forEach((key, i) => {
      if (key && !(key in cells))
        cells[key] = { value: (line.values[i] ?? '').trim(), cell: `${columnLetter(i)}${line.row}` };
    });
    rows.push({ row: line.row, cells });
  }
  return { file, name, kind, rows };
}

async function readXlsx(file: ImportFile, problems: ProblemSink): Promise<Sheet[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(file.bytes) as unknown as ArrayBuffer);
  const sheets: Sheet[] = [];
  workbook.eachSheet((ws) => {
    const table: { row: number; values: string[] }[] = [];
    ws.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      const values: string[] = [];
      for (let c = 1; c <= ws.columnCount; c += 1) values.push(cellText(row.getCell(c).value));
      table.push({ row: rowNumber, values });
    });
    if (table.length === 0) return;
    const kind = kindOfSheetName(ws.name) ?? kindOfHeaders(table[0]!.values);
    if (!kind) {
      problems.add(
        { file: file.name, sheet: ws.name, row: null, cell: null, column: null },
        'unknownSheet',
        {
          value: ws.name,
        },
        'warning',
      );
      return;
    }
    const sheet = toSheet(file.name, ws.name, kind, table, problems);
    if (sheet) sheets.push(sheet);
  });
  return sheets;
}

function readCsv(file: ImportFile, problems: ProblemSink): Sheet[] {
  const text = new TextDecoder('utf-8').decode(file.bytes).replace(/^\uFEFF/, '');
  // The header row tells the separator: spreadsheet programs in many languages write ';'.
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [',', ';', '\t'].reduce((a, b) =>
    first.split(b).length > first.split(a).length ? b : a,
  );
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, delimiter });
  const table = parsed.data.map((values, i) => ({ row: i + 1, values: values.map(String) }));
  while (table.length && table[0]!.values.every((v) => v.trim() === '')) table.shift();
  const base = file.name.replace(/^.*[\\/]/, '').replace(/\.csv$/i, '');
  const kind = kindOfSheetName(base) ?? (table[0] ? kindOfHeaders(table[0].values) : undefined);
  if (!kind) {
    problems.add(
      { file: file.name, sheet: base, row: null, cell: null, column: null },
      'unknownSheet',
      {
        value: base,
      },
      'warning',
    );
    return [];
  }
  const sheet = toSheet(file.name, base, kind, table, problems);
  return sheet ? [sheet] : [];
}

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b;

/** Reads every sheet of the files; a file that is neither XLSX nor CSV text is one problem. */
export async function readSheets(files: ImportFile[], problems: ProblemSink): Promise<Sheet[]> {
  const sheets: Sheet[] = [];
  for (const file of files) {
    const where = { file: file.name, sheet: '', row: null, cell: null, column: null };
    try {
      if (isZip(file.bytes)) sheets.push(...(await readXlsx(file, problems)));
      else if (file.bytes.includes(0)) problems.add(where, 'unreadable', {});
      else sheets.push(...readCsv(file, problems));
    } catch {
      problems.add(where, 'unreadable', {});
    }
  }
  return sheets;
}
