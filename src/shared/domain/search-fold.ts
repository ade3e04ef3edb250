/**
 * The one fold that makes search blind to case and accents: "Ağayev", "AGAYEV" and "agayev"
 * fold alike, and so do "Yılmaz"/"yilmaz", "İstanbul"/"istanbul", "Əliyev"/"eliyev".
 *
 * The same table runs in JavaScript (the typed words) and in PostgreSQL's `translate()`
 * (the stored names), so both sides agree letter for letter on PGlite and on a real server:
 * neither `unaccent` (an extension PGlite may lack) nor `lower()` (which follows the
 * database's collation, ASCII only under "C") is used. Letters outside the table (Greek,
 * Cyrillic...) are compared as written.
 */

/** Letters that lose more than a mark, or that Unicode does not decompose, folded by hand. */
const EXTRA: Record<string, string> = {
  ə: 'e', // Azerbaijani schwa
  Ə: 'e',
  ı: 'i', // dotless i (Azerbaijani, Turkish)
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  ħ: 'h',
  Ħ: 'h',
  ŀ: 'l',
  Ŀ: 'l',
  ŧ: 't',
  Ŧ: 't',
  ß: 's',
  þ: 't',
  Þ: 't',
  ð: 'd',
  Ð: 'd',
};

/** Latin letters with marks: Latin-1, Extended-A and -B, and the Vietnamese block. */
const RANGES: [number, number][] = [
  [0xc0, 0x24f],
  [0x1e00, 0x1eff],
];

function buildTable(): { from: string; to: string } {
  let from = '';
  let to = '';
  for (let c = 65; c <= 90; c++) {
    from += String.fromCharCode(c);
    to += String.fromCharCode(c + 32);
  }
  for (const [start, end] of RANGES) {
    for (let c = start; c <= end; c++) {
      const ch = String.fromCodePoint(c);
      if (ch in EXTRA) continue;
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      if (/^[a-z]$/.test(base)) {
        from += ch;
        to += base;
      }
    }
  }
  // Some of these (the schwa ə, U+0259) lie beyond the ranges.
  for (const [ch, base] of Object.entries(EXTRA)) {
    from += ch;
    to += base;
  }
  // Joining marks read as spaces, so "Jean-Pierre" has a word "pierre" and "O'Neil" one "neil".
  for (const ch of "-.,'’()/_") {
    from += ch;
    to += ' ';
  }
  return { from, to };
}

/** `translate(text, SEARCH_FOLD.from, SEARCH_FOLD.to)` in SQL folds like `foldForSearch`. */
export const SEARCH_FOLD = buildTable();

const MAP = new Map([...SEARCH_FOLD.from].map((ch, i) => [ch, SEARCH_FOLD.to[i]!]));

/** Case and accents away, letter for letter as the database does it. */
export function foldForSearch(text: string): string {
  let out = '';
  for (const ch of text) out += MAP.get(ch) ?? ch;
  return out;
}

/**
 * The words of a typed query, folded, without characters that carry no letter or digit
 * ("Ağayev, R." → ["agayev", "r"]): each must begin a word of what is found.
 */
export function searchWords(query: string): string[] {
  return foldForSearch(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 6);
}
