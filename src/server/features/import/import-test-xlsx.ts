import zlib from 'node:zlib';

/**
 * A minimal XLSX writer for the import's tests and benchmark: each sheet's cells as inline
 * text, in a zip written here, so that a workbook of tens of thousands of rows is built in a
 * fraction of a second, and so that a test can add parts a spreadsheet program would not
 * (a picture, an entry declaring a size it does not have, a cell in the last column).
 */
export interface ExtraPart {
  name: string;
  data: Buffer;
  /** The uncompressed size the zip's directory declares (the real one when absent). */
  declaredSize?: number;
}

/** One worksheet's XML from its rows (row 1 first); `cells` overrides put a value anywhere (ref → text). */
export function sheetXml(rows: string[][], cells: Record<string, string> = {}): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const parts: string[] = [];
  rows.forEach((values, i) => {
    let row = `<row r="${i + 1}">`;
    values.forEach((v, c) => {
      if (v !== '') row += `<c r="${letters(c + 1)}${i + 1}" t="inlineStr"><is><t>${esc(v)}</t></is></c>`;
    });
    parts.push(`${row}</row>`);
  });
  for (const [ref, v] of Object.entries(cells)) {
    const r = ref.replace(/^[A-Z]+/, '');
    parts.push(`<row r="${r}"><c r="${ref}" t="inlineStr"><is><t>${esc(v)}</t></is></c></row>`);
  }
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    `<sheetData>${parts.join('')}</sheetData></worksheet>`
  );
}

function letters(n: number): string {
  let s = '';
  for (; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** A zip archive of the parts, each deflated. */
export function zip(parts: ExtraPart[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name, 'utf8');
    const data = zlib.deflateRawSync(p.data);
    const crc = zlib.crc32(p.data);
    const size = p.declaredSize ?? p.data.length;
    // A local header and its central directory entry share a run of fields, from byte 4 and 6.
    const header = (signature: number, length: number, from: number) => {
      const b = Buffer.alloc(length);
      b.writeUInt32LE(signature, 0);
      b.writeUInt16LE(20, from); // version needed to extract
      b.writeUInt16LE(8, from + 4); // deflated
      b.writeUInt32LE(crc, from + 10);
      b.writeUInt32LE(data.length, from + 14);
      b.writeUInt32LE(size, from + 18);
      b.writeUInt16LE(name.length, from + 22);
      return b;
    };
    const local = header(0x04034b50, 30, 4);
    const dir = header(0x02014b50, 46, 6);
    dir.writeUInt16LE(20, 4); // version made by
    dir.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    central.push(dir, name);
    offset += 30 + name.length + data.length;
  }
  const dirBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(dirBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dirBytes, end]);
}

/** An XLSX workbook of the sheets (name → worksheet XML), with extra parts added as they are. */
export function xlsxOfXml(sheets: Record<string, string>, extra: ExtraPart[] = []): Buffer {
  const names = Object.keys(sheets);
  const ns = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const part = (name: string, xml: string): ExtraPart => ({ name, data: Buffer.from(xml, 'utf8') });
  const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return zip([
    part(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        names
          .map(
            (_n, i) =>
              `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
          )
          .join('') +
        '</Types>',
    ),
    part(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    part(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${ns}"><sheets>` +
        names.map((n, i) => `<sheet name="${attr(n)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
        '</sheets></workbook>',
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        names
          .map(
            (_n, i) =>
              `<Relationship Id="rId${i + 1}" Type="${ns}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
          )
          .join('') +
        '</Relationships>',
    ),
    ...names.map((n, i) => part(`xl/worksheets/sheet${i + 1}.xml`, sheets[n]!)),
    ...extra,
  ]);
}

/** An XLSX workbook of the sheets' rows (name → rows, the header first). */
export function xlsx(sheets: Record<string, string[][]>, extra: ExtraPart[] = []): Buffer {
  return xlsxOfXml(Object.fromEntries(Object.entries(sheets).map(([n, rows]) => [n, sheetXml(rows)])), extra);
}
