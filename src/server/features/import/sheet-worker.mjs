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
import zlib from 'node:zlib';
import Papa from 'papaparse';

/** Rows per message: each one is cheap for the parent to receive between other requests. */
const BATCH = 1000;

class Refused extends Error {
  constructor(answer) {
    super(answer.limit);
    this.answer = answer;
  }
}
class Unreadable extends Error {}

// ---------------------------------------------------------------------------------------------
// Zip

/** The archive's central directory: each entry's name, method, sizes and where its data is. */
function zipEntries(buf) {
  const min = Math.max(0, buf.length - 65557);
  let eocd = -1;
  for (let i = buf.length - 22; i >= min; i -= 1) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Unreadable('no zip directory');
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  // Zip64 archives mark their directory this way; no import file needs one.
  if (at === 0xffffffff || count === 0xffff) throw new Unreadable('zip64');
  const entries = new Map();
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) throw new Unreadable('bad directory');
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const compressed = buf.readUInt32LE(at + 20);
    const size = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const offset = buf.readUInt32LE(at + 42);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
    entries.set(name.replace(/^\/+/, ''), { name, flags, method, compressed, size, offset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Inflates one entry, refusing it when its declared size, or the bytes it really inflates to,
 * would pass what is left of the budget (inflating stops at the bound: nothing larger is
 * ever held).
 */
function inflateEntry(buf, entry, budget) {
  const refuse = () => new Refused({ limit: 'unzipped', entry: entry.name, max: budget.max });
  if (entry.flags & 1) throw new Unreadable('encrypted');
  if (entry.size > budget.left) throw refuse();
  const local = entry.offset;
  if (local + 30 > buf.length || buf.readUInt32LE(local) !== 0x04034b50) throw new Unreadable('bad entry');
  const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
  const data = buf.subarray(start, start + entry.compressed);
  let out;
  if (entry.method === 0) {
    out = data;
  } else if (entry.method === 8) {
    try {
      out = zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, budget.left) });
    } catch (err) {
      if (err && (err.code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError)) throw refuse();
      throw new Unreadable('bad deflate data');
    }
  } else {
    throw new Unreadable('unknown compression');
  }
  if (out.length > budget.left) throw refuse();
  budget.left -= out.length;
  return out.toString('utf8');
}

// ---------------------------------------------------------------------------------------------
// XML

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decode(s) {
  if (s.indexOf('&') < 0) return s;
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_m, e) => {
    if (e[0] !== '#') return ENTITIES[e];
    const code = e[1] === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** Every tag: 1 a closing slash, 2 the name (a namespace prefix dropped below), 3 attributes, 4 self-closing. */
const TAG = /<(\/?)([A-Za-z_][\w.:-]*)((?:[^>"'/]|"[^"]*"|'[^']*'|\/(?!>))*)(\/?)>/g;
const localName = (name) => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};
/** An attribute's value, whatever its namespace prefix. */
function attr(attrs, name) {
  const re = new RegExp(`(?:^|\\s)(?:[\\w.-]+:)?${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
  const m = re.exec(attrs);
  return m ? decode(m[1] ?? m[2]) : undefined;
}
const R_ATTR = /(?:^|\s)r\s*=\s*"([^"]*)"/;
const T_ATTR = /(?:^|\s)t\s*=\s*"([^"]*)"/;
const S_ATTR = /(?:^|\s)s\s*=\s*"([^"]*)"/;

/** Column letters of a cell reference (B12 → 2); 0 when it has none. */
function columnNumber(ref) {
  let n = 0;
  for (let i = 0; i < ref.length; i += 1) {
    const c = ref.charCodeAt(i) & ~32;
    if (c < 65 || c > 90) break;
    n = n * 26 + (c - 64);
  }
  return n;
}

/** A: 1, B: 2, ..., AA: 27. */
function columnLetters(n) {
  let s = '';
  for (; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** The texts of `<t>` elements, outside phonetic runs, between each `<si>` (shared strings). */
function sharedStrings(xml) {
  const list = [];
  let current = null;
  let phonetic = 0;
  let textStart = -1;
  TAG.lastIndex = 0;
  for (let m; (m = TAG.exec(xml));) {
    const name = localName(m[2]);
    if (m[1]) {
      if (name === 't' && textStart >= 0) {
        if (current !== null && phonetic === 0) current += decode(xml.slice(textStart, m.index));
        textStart = -1;
      } else if (name === 'si') {
        list.push(current ?? '');
        current = null;
      } else if (name === 'rPh') phonetic -= 1;
    } else if (name === 'si') {
      current = '';
      if (m[4]) {
        list.push('');
        current = null;
      }
    } else if (name === 't' && !m[4]) textStart = TAG.lastIndex;
    else if (name === 'rPh' && !m[4]) phonetic += 1;
  }
  return list;
}

/** Whether a number format shows a date or time (as the spreadsheet library the import used did). */
function isDateFormat(code) {
  if (!code) return false;
  const bare = code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, '');
  return /[ymdhMsb]+/.test(bare);
}
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** For each cell style index: whether its number format is a date. */
function dateStyles(xml) {
  const custom = new Map();
  const dates = [];
  let inCellXfs = false;
  TAG.lastIndex = 0;
  for (let m; (m = TAG.exec(xml));) {
    const name = localName(m[2]);
    if (name === 'cellXfs') inCellXfs = !m[1] && !m[4];
    else if (name === 'numFmt' && !m[1]) {
      custom.set(Number(attr(m[3], 'numFmtId')), attr(m[3], 'formatCode') ?? '');
    } else if (name === 'xf' && !m[1] && inCellXfs) {
      const id = Number(attr(m[3], 'numFmtId') ?? 0);
      dates.push(custom.has(id) ? isDateFormat(custom.get(id)) : BUILT_IN_DATE_FORMATS.has(id));
    }
  }
  return dates;
}

const pad2 = (n) => String(n).padStart(2, '0');

/**
 * A date as text, the way the template asks: YYYY-MM-DD and HH:MM (a time of day alone is a
 * date on 1899-12-30, written as its time).
 */
function dateText(value) {
  if (Number.isNaN(value.getTime())) return '';
  const date = value.toISOString().slice(0, 10);
  const time = `${pad2(value.getUTCHours())}:${pad2(value.getUTCMinutes())}`;
  if (value.getUTCFullYear() < 1900) return time;
  return time === '00:00' ? date : `${date} ${time}`;
}

/** A spreadsheet serial day as an instant (1900 or 1904 date system). */
const serialDate = (v, date1904) =>
  new Date(Math.round((v - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000));

/** A cell's text from its type, style and raw value (`<v>`) or inline text (`<is>`). */
function cellValue(type, style, raw, inline, book) {
  switch (type) {
    case 's':
      return raw === null ? '' : (book.strings[Number(raw)] ?? '');
    case 'inlineStr':
      return inline ?? raw ?? '';
    case 'str':
      return decode(raw ?? '');
    case 'b':
      return raw === null ? '' : String(raw === '1' || raw === 'true');
    case 'e':
      return '';
    case 'd':
      return raw === null ? '' : dateText(new Date(raw));
    default: {
      if (raw === null || raw.trim() === '') return '';
      const n = parseFloat(raw);
      if (Number.isNaN(n)) return raw;
      return book.dates[style] ? dateText(serialDate(n, book.date1904)) : String(n);
    }
  }
}

/** Reads one worksheet's rows, posting them in batches; refuses it past a limit. */
function readWorksheet(xml, sheet, name, book, limits) {
  let batch = [];
  let rows = 0;
  let rowNumber = 0;
  let values = null;
  let column = 0;
  // The cell being read.
  let type = '';
  let style = 0;
  let cellColumn = 0;
  let raw = null;
  let inline = null;
  let inInline = false;
  let phonetic = 0;
  let textStart = -1;
  let textOf = '';
  const flush = () => {
    if (batch.length) parentPort.postMessage({ type: 'rows', sheet, name, rows: batch });
    batch = [];
  };
  const endRow = () => {
    if (values && values.length) {
      rows += 1;
      if (rows > limits.rows) throw new Refused({ limit: 'rows', sheet: name, max: limits.rows });
      for (let i = 0; i < values.length; i += 1) values[i] ??= '';
      batch.push({ row: rowNumber, values });
      if (batch.length >= BATCH) flush();
    }
    values = null;
  };
  const endCell = () => {
    const text = cellValue(type, style, raw, inline, book);
    if (text !== '') {
      if (cellColumn > limits.columns) {
        throw new Refused({
          limit: 'columns',
          sheet: name,
          max: limits.columns,
          cell: `${columnLetters(cellColumn)}${rowNumber}`,
        });
      }
      values ??= [];
      values[cellColumn - 1] = text;
    }
  };
  TAG.lastIndex = 0;
  for (let m; (m = TAG.exec(xml));) {
    const tag = localName(m[2]);
    const closing = m[1] === '/';
    const empty = m[4] === '/';
    if (closing) {
      if (tag === 'v' || tag === 't') {
        if (textStart >= 0 && textOf === tag) {
          const text = xml.slice(textStart, m.index);
          if (tag === 'v') raw = text;
          else if (phonetic === 0) inline = (inline ?? '') + decode(text);
        }
        textStart = -1;
      } else if (tag === 'c') endCell();
      else if (tag === 'row') endRow();
      else if (tag === 'is') inInline = false;
      else if (tag === 'rPh') phonetic -= 1;
      else if (tag === 'sheetData') break;
      continue;
    }
    switch (tag) {
      case 'row': {
        endRow();
        const r = R_ATTR.exec(m[3]);
        rowNumber = r ? Number(r[1]) : rowNumber + 1;
        column = 0;
        values = null;
        break;
      }
      case 'c': {
        const r = R_ATTR.exec(m[3]);
        cellColumn = (r && columnNumber(r[1])) || column + 1;
        column = cellColumn;
        const t = T_ATTR.exec(m[3]);
        type = t ? t[1] : 'n';
        const s = S_ATTR.exec(m[3]);
        style = s ? Number(s[1]) : 0;
        raw = null;
        inline = null;
        inInline = false;
        phonetic = 0;
        if (empty) endCell();
        break;
      }
      case 'v':
        if (!empty) {
          textStart = TAG.lastIndex;
          textOf = 'v';
        } else raw = '';
        break;
      case 'is':
        inInline = !empty;
        break;
      case 't':
        if (inInline && !empty) {
          textStart = TAG.lastIndex;
          textOf = 't';
        }
        break;
      case 'rPh':
        if (!empty) phonetic += 1;
        break;
      default:
    }
  }
  endRow();
  flush();
}

/** Resolves a relationship's target against the folder of the part that names it. */
function resolvePart(folder, target) {
  if (target.startsWith('/')) return target.slice(1);
  const parts = folder ? folder.split('/') : [];
  for (const p of target.split('/')) {
    if (p === '..') parts.pop();
    else if (p !== '.' && p !== '') parts.push(p);
  }
  return parts.join('/');
}

function relationships(xml, folder) {
  const rels = [];
  TAG.lastIndex = 0;
  for (let m; (m = TAG.exec(xml));) {
    if (m[1] || localName(m[2]) !== 'Relationship') continue;
    const target = attr(m[3], 'Target');
    if (!target || attr(m[3], 'TargetMode') === 'External') continue;
    rels.push({ id: attr(m[3], 'Id'), type: attr(m[3], 'Type') ?? '', part: resolvePart(folder, target) });
  }
  return rels;
}

function readXlsx(buf, limits) {
  const entries = zipEntries(buf);
  const budget = { left: limits.unzippedBytes, max: limits.unzippedBytes };
  const read = (part) => {
    const entry = entries.get(part);
    return entry ? inflateEntry(buf, entry, budget) : undefined;
  };
  const root = read('_rels/.rels');
  const bookPart =
    (root && relationships(root, '').find((r) => r.type.endsWith('/officeDocument'))?.part) ??
    'xl/workbook.xml';
  const bookXml = read(bookPart);
  if (bookXml === undefined) throw new Unreadable('no workbook');
  const folder = bookPart.includes('/') ? bookPart.slice(0, bookPart.lastIndexOf('/')) : '';
  const relsXml = read(
    `${folder ? `${folder}/` : ''}_rels/${bookPart.slice(folder ? folder.length + 1 : 0)}.rels`,
  );
  const rels = relsXml ? relationships(relsXml, folder) : [];
  const relOf = (suffix) => rels.find((r) => r.type.endsWith(suffix));

  const sheets = [];
  let date1904 = false;
  TAG.lastIndex = 0;
  for (let m; (m = TAG.exec(bookXml));) {
    if (m[1]) continue;
    const tag = localName(m[2]);
    if (tag === 'workbookPr') {
      const v = attr(m[3], 'date1904');
      date1904 = v === '1' || v === 'true';
    } else if (tag === 'sheet') {
      sheets.push({ name: attr(m[3], 'name') ?? '', id: attr(m[3], 'id') });
    }
  }
  const stringsPart = relOf('/sharedStrings')?.part;
  const stylesPart = relOf('/styles')?.part;
  const stringsXml = stringsPart ? read(stringsPart) : undefined;
  const stylesXml = stylesPart ? read(stylesPart) : undefined;
  const book = {
    strings: stringsXml ? sharedStrings(stringsXml) : [],
    dates: stylesXml ? dateStyles(stylesXml) : [],
    date1904,
  };
  sheets.forEach((s, i) => {
    const rel = rels.find((r) => r.id === s.id);
    // Chart sheets and dialog sheets hold no rows.
    if (!rel || !rel.type.endsWith('/worksheet')) return;
    const xml = read(rel.part);
    if (xml !== undefined) readWorksheet(xml, i, s.name, book, limits);
  });
}

// ---------------------------------------------------------------------------------------------
// CSV

function readCsv(buf, limits) {
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

// ---------------------------------------------------------------------------------------------

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
