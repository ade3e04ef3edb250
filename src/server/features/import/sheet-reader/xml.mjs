// The few XML facts a worksheet reader needs: tags in one regular expression, entities,
// attributes, and column letters.

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
export function decode(s) {
  if (s.indexOf('&') < 0) return s;
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_m, e) => {
    if (e[0] !== '#') return ENTITIES[e];
    const code = e[1] === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** Every tag: 1 a closing slash, 2 the name (a namespace prefix dropped below), 3 attributes, 4 self-closing. */
export const TAG = /<(\/?)([A-Za-z_][\w.:-]*)((?:[^>"'/]|"[^"]*"|'[^']*'|\/(?!>))*)(\/?)>/g;
export const localName = (name) => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};
/** An attribute's value, whatever its namespace prefix. */
export function attr(attrs, name) {
  const re = new RegExp(`(?:^|\\s)(?:[\\w.-]+:)?${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
  const m = re.exec(attrs);
  return m ? decode(m[1] ?? m[2]) : undefined;
}
export const R_ATTR = /(?:^|\s)r\s*=\s*"([^"]*)"/;
export const T_ATTR = /(?:^|\s)t\s*=\s*"([^"]*)"/;
export const S_ATTR = /(?:^|\s)s\s*=\s*"([^"]*)"/;

/** Column letters of a cell reference (B12 → 2); 0 when it has none. */
export function columnNumber(ref) {
  let n = 0;
  for (let i = 0; i < ref.length; i += 1) {
    const c = ref.charCodeAt(i) & ~32;
    if (c < 65 || c > 90) break;
    n = n * 26 + (c - 64);
  }
  return n;
}

/** A: 1, B: 2, ..., AA: 27. */
export function columnLetters(n) {
  let s = '';
  for (; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** The texts of `<t>` elements, outside phonetic runs, between each `<si>` (shared strings). */
