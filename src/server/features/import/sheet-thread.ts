import { Worker } from 'node:worker_threads';
import { sheetWorkerFile } from '../../runtime-files';

/** The bounds every import file is read within (see sheet-reader/worker.mjs). */
export interface ReadLimits {
  /** Rows holding a value, per sheet. */
  rows: number;
  /** The last column a value may be in (100 is column CV). */
  columns: number;
  /** Bytes the parts read from a workbook may inflate to, all together. */
  unzippedBytes: number;
}

/** A sheet as the worker read it: each row with a value, its number and its cells' texts from column A. */
export interface RawSheet {
  name: string;
  table: { row: number; values: string[] }[];
}

/** A limit the file went over: where (the sheet, the zip entry or the cell) and the most allowed. */
export interface Refused {
  type: 'refused';
  limit: 'rows' | 'columns' | 'unzipped';
  sheet?: string;
  entry?: string;
  cell?: string;
  max: number;
}

export type ReadOutcome =
  | { type: 'sheets'; sheets: RawSheet[] }
  | { type: 'unreadable' }
  | Refused
  | { type: 'timeout' }
  | { type: 'stopped' };

type WorkerAnswer =
  | { type: 'rows'; sheet: number; name: string; rows: RawSheet['table'] }
  | { type: 'done' }
  | { type: 'unreadable' }
  | Refused;

/** Workers reading a file now: ended at once when the server closes. */
const running = new Set<() => void>();

/**
 * Reads one file in its own worker thread (sheet-reader/worker.mjs): the event loop only receives the
 * rows, a thousand at a time. The worker is ended when the time is up, when `signal` aborts
 * (the client went away) or when the server closes, and the answer says which.
 */
export function readFileOffThread(
  bytes: Uint8Array,
  limits: ReadLimits,
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<ReadOutcome> {
  // The worker gets its own copy of the bytes, moved rather than copied again.
  const copy = new Uint8Array(bytes);
  return new Promise((resolve) => {
    const sheets = new Map<number, RawSheet>();
    const worker = new Worker(sheetWorkerFile, {
      workerData: { bytes: copy, limits },
      transferList: [copy.buffer],
    });
    let settled = false;
    const settle = (outcome: ReadOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      running.delete(stop);
      options.signal?.removeEventListener('abort', abort);
      void worker.terminate();
      resolve(outcome);
    };
    const stop = () => settle({ type: 'stopped' });
    const abort = () => settle({ type: 'stopped' });
    const timer = setTimeout(() => settle({ type: 'timeout' }), options.timeoutMs);
    running.add(stop);
    options.signal?.addEventListener('abort', abort);
    if (options.signal?.aborted) abort();
    worker.on('message', (m: WorkerAnswer) => {
      if (m.type === 'rows') {
        let sheet = sheets.get(m.sheet);
        if (!sheet) sheets.set(m.sheet, (sheet = { name: m.name, table: [] }));
        for (const row of m.rows) sheet.table.push(row);
      } else if (m.type === 'done') {
        settle({
          type: 'sheets',
          sheets: [...sheets.entries()].sort((a, b) => a[0] - b[0]).map(([, s]) => s),
        });
      } else {
        settle(m);
      }
    });
    worker.on('error', () => settle({ type: 'unreadable' }));
    worker.on('exit', () => settle({ type: 'unreadable' }));
  });
}

/** Ends every worker still reading a file (the server is closing). */
export function stopFileReaders(): void {
  for (const stop of [...running]) stop();
}

/** How many files are being read now. */
export function readersRunning(): number {
  return running.size;
}
