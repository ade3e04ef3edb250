import {
  columnOfHeader,
  IMPORT_SHEETS,
  kindOfHeaders,
  kindOfSheetName,
  type ImportKind,
} from '../../../shared/domain/import-sheets';
import type { LocaleTag } from '../../../shared/domain/locales';
import { importMessage, type ImportMessageKey } from '../../../shared/i18n/import-messages';
import { HttpError } from '../../http-error';
import type { ProblemSink } from './problems';
import { readFileOffThread, type ReadLimits, type ReadOutcome } from './sheet-thread';

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

/** Turns a header row and its data rows into a sheet of known columns. */
async function toSheet(
  file: string,
  name: string,
  kind: ImportKind,
  table: { row: number; values: string[] }[],
  problems: ProblemSink,
): Promise<Sheet | undefined> {
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
  for (let i = 1; i < table.length; i += 1) {
    const line = table[i]!;
    if (i % 500 === 0) await breathe();
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

/**
 * The bounds of one import file. A games' largest sheet is its athletes: about 10,500 at the
 * olympic games, so 20,000 rows leave room and still bound the work; the templates have at
 * most a dozen columns; and the parts of a workbook the import reads (the sheets, their shared
 * texts and styles) are a few megabytes for such a games, so 64 MB unpacked is far beyond any
 * real file and far below what would strain the server.
 */
export const IMPORT_LIMITS: ReadLimits = { rows: 20_000, columns: 100, unzippedBytes: 64 * 1024 * 1024 };
/** A file taking longer than this to read is refused (the olympic games read in about a second). */
const READ_TIMEOUT_MS = 30_000;

/** A file the import will not read, for the whole request: a 413 or 422 naming the limit. */
export class ImportRefusal extends HttpError {
  constructor(
    statusCode: number,
    code: string,
    readonly importKey: ImportMessageKey,
    params: Record<string, string | number>,
  ) {
    super(statusCode, code, 'badRequest', params);
    // In English where no request tells the language (the command line prints it as it is).
    this.message = importMessage(importKey, 'en-US', params);
  }

  override render(locale: LocaleTag): string {
    return importMessage(this.importKey, locale, this.params);
  }
}

function refusal(outcome: Extract<ReadOutcome, { type: 'refused' }>, file: string): ImportRefusal {
  // A CSV file's one sheet is named by the file, as its problems are.
  const sheet = outcome.sheet || file.replace(/^.*[\\/]/, '').replace(/\.csv$/i, '');
  if (outcome.limit === 'rows')
    return new ImportRefusal(422, 'IMPORT_TOO_MANY_ROWS', 'tooManyRows', { sheet, max: outcome.max });
  if (outcome.limit === 'columns') {
    return new ImportRefusal(422, 'IMPORT_TOO_MANY_COLUMNS', 'tooManyColumns', {
      sheet,
      max: outcome.max,
      cell: outcome.cell ?? '',
      last: columnLetter(outcome.max - 1),
    });
  }
  return new ImportRefusal(413, 'IMPORT_UNZIPPED_TOO_LARGE', 'unzippedTooLarge', {
    entry: outcome.entry ?? '',
    max: Math.round(outcome.max / (1024 * 1024)),
  });
}

/** Lets other requests in between long stretches of work on the event loop. */
export const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reads every sheet of the files off the event loop (sheet-reader/worker.mjs); a file that is
 * neither XLSX nor CSV text is one problem, a file past a limit refuses the whole request.
 */
export async function readSheets(
  files: ImportFile[],
  problems: ProblemSink,
  signal?: AbortSignal,
): Promise<Sheet[]> {
  const sheets: Sheet[] = [];
  for (const file of files) {
    const outcome = await readFileOffThread(file.bytes, IMPORT_LIMITS, {
      timeoutMs: READ_TIMEOUT_MS,
      signal,
    });
    if (outcome.type === 'refused') throw refusal(outcome, file.name);
    if (outcome.type === 'timeout') {
      throw new ImportRefusal(422, 'IMPORT_TOO_SLOW', 'tooSlow', { max: READ_TIMEOUT_MS / 1000 });
    }
    if (outcome.type === 'stopped') throw new ImportRefusal(503, 'IMPORT_STOPPED', 'stopping', {});
    if (outcome.type === 'unreadable') {
      problems.add({ file: file.name, sheet: '', row: null, cell: null, column: null }, 'unreadable', {});
      continue;
    }
    const csv = !isZip(file.bytes);
    if (csv && outcome.sheets.length === 0) outcome.sheets.push({ name: '', table: [] });
    for (const raw of outcome.sheets) {
      // A CSV file holds one kind, named by the file or known by its header row.
      const name = csv ? file.name.replace(/^.*[\\/]/, '').replace(/\.csv$/i, '') : raw.name;
      const header = raw.table[0];
      if (!header && !csv) continue;
      const kind = kindOfSheetName(name) ?? (header ? kindOfHeaders(header.values) : undefined);
      if (!kind) {
        problems.add(
          { file: file.name, sheet: name, row: null, cell: null, column: null },
          'unknownSheet',
          { value: name },
          'warning',
        );
        continue;
      }
      const sheet = await toSheet(file.name, name, kind, raw.table, problems);
      if (sheet) sheets.push(sheet);
    }
  }
  return sheets;
}

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b;
