// Reads an import file (XLSX or CSV) in a worker thread, so that even the largest file never
// stalls the event loop that serves every other request. Plain JavaScript so the worker loads
// without a TypeScript loader, in the server and in the tests alike.
//
// An XLSX file is a zip archive of XML parts. This reader opens only the parts the import
// needs (the workbook, its relationships, the shared strings, the styles and the worksheets),
// never pictures or anything else, and inflates each with a bound on its size: an archive of a
// few megabytes can declare or hold gigabytes. Each worksheet is read in one pass over its
// XML, keeping only the cells that hold a value, so the time is linear in the file's size
// whatever its rows and columns are, and a sheet stops being read as soon as it passes the
// row or column limit.
//
// Answers, posted to the parent: { type: 'rows', sheet, name, rows } in batches (each row
// { row, values }: the spreadsheet's row number and its cells' texts from column A), then
// { type: 'done' }, or { type: 'refused', limit, ... } for a file over a limit, or
// { type: 'unreadable' } for a file that is neither XLSX nor CSV text.
import { parentPort, workerData } from 'node:worker_threads';
import { Refused, Unreadable } from './answers.mjs';
import { readCsv } from './csv.mjs';
import { readXlsx } from './xlsx.mjs';

const { bytes, limits } = workerData;
const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
try {
  if (buf[0] === 0x50 && buf[1] === 0x4b) readXlsx(buf, limits);
  else if (buf.includes(0)) throw new Unreadable('binary');
  else readCsv(buf, limits);
  parentPort.postMessage({ type: 'done' });
} catch (err) {
  if (err instanceof Refused) parentPort.postMessage({ type: 'refused', ...err.answer });
  else parentPort.postMessage({ type: 'unreadable', reason: String(err?.message ?? err) });
}
