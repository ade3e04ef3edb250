// Reading an XLSX workbook: its sheets in order, each worksheet in one pass over its XML.
import { parentPort } from 'node:worker_threads';
import { BATCH, Refused, Unreadable } from './answers.mjs';
import { inflateEntry, zipEntries } from './zip.mjs';
import { TAG, attr, columnLetters, columnNumber, decode, localName, R_ATTR, S_ATTR, T_ATTR } from './xml.mjs';
import { cellValue, dateStyles, sharedStrings } from './cells.mjs';

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

export function readXlsx(buf, limits) {
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
