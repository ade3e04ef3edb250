// Reading a CSV file, with the separator its header row uses.
import { parentPort } from 'node:worker_threads';
import Papa from 'papaparse';
import { BATCH, Refused } from './answers.mjs';
import { columnLetters } from './xml.mjs';

export function readCsv(buf, limits) {
  const text = new TextDecoder('utf-8').decode(buf).replace(/^\uFEFF/, '');
  // The header row tells the separator: spreadsheet programs in many languages write ';'.
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [',', ';', '\t'].reduce((a, b) =>
    first.split(b).length > first.split(a).length ? b : a,
  );
  let batch = [];
  let row = 0;
  let rows = 0;
  let refused = null;
  Papa.parse(text, {
    skipEmptyLines: false,
    delimiter,
    step: (result, parser) => {
      row += 1;
      const values = result.data.map(String);
      let last = values.length;
      while (last > 0 && values[last - 1].trim() === '') last -= 1;
      if (last === 0) return;
      if (last > limits.columns) {
        refused = { limit: 'columns', sheet: '', max: limits.columns, cell: `${columnLetters(last)}${row}` };
      } else if ((rows += 1) > limits.rows) {
        refused = { limit: 'rows', sheet: '', max: limits.rows };
      }
      if (refused) return parser.abort();
      batch.push({ row, values: values.slice(0, last) });
      if (batch.length >= BATCH) {
        parentPort.postMessage({ type: 'rows', sheet: 0, name: '', rows: batch });
        batch = [];
      }
    },
  });
  if (refused) throw new Refused(refused);
  if (batch.length) parentPort.postMessage({ type: 'rows', sheet: 0, name: '', rows: batch });
}
