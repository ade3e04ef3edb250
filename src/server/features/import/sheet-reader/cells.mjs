// A cell's text: shared strings, and numbers in a date style turned into dates.
import { TAG, attr, decode, localName } from './xml.mjs';

export function sharedStrings(xml) {
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
export function dateStyles(xml) {
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
export function cellValue(type, style, raw, inline, book) {
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
