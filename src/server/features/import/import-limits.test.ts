import { describe, expect, it } from 'vitest';
import type { ImportAnswer } from '../../../shared/contracts/import';
import { importTestApp } from './import-test-app';
import { sheetXml, xlsx, xlsxOfXml } from './import-test-xlsx';
import { IMPORT_LIMITS } from './read-sheets';
import { readersRunning, readFileOffThread, stopFileReaders } from './sheet-thread';

const { app, auth, send } = await importTestApp();

/** A preview as the admin, answered whatever its status. */
const preview = (bytes: Buffer, lang = 'en-US', name = 'games.xlsx') =>
  app.inject({
    method: 'POST',
    url: '/api/admin/import/preview',
    payload: bytes,
    headers: {
      ...auth(),
      'content-type': 'application/octet-stream',
      'accept-language': lang,
      'x-file-name': name,
    },
  });

const ATHLETES = [
  'BIB',
  'Given name',
  'Family name',
  'Gender',
  'Date of birth',
  'Delegation',
  'Discipline',
  'Events',
];

/** A workbook of `n` athletes of one new delegation, all entered in one event (clean: no problem). */
function athletesWorkbook(n: number, gender = 'M') {
  const rows = [ATHLETES];
  for (let i = 0; i < n; i += 1) {
    rows.push([`B${i}`, `Given ${i}`, `Family ${i}`, gender, '2008-05-01', 'GEO', 'ATH', 'ATHM100M']);
  }
  return {
    Delegations: [
      ['Code', 'Name'],
      ['GEO', 'Georgia'],
    ],
    Events: [
      ['Event code', 'Discipline', 'Gender', 'Name', 'Team event', 'Medal event'],
      ['ATHM100M', 'ATH', 'M', "Men's 100m", 'no', 'yes'],
    ],
    Athletes: rows,
  };
}

describe('import of big and hostile files', () => {
  it('previews 16,000 athletes, answering other requests while the file is read', async () => {
    const pending = preview(xlsx(athletesWorkbook(16_000)));
    // Once a worker is reading the file, the server still answers: the event loop is free.
    while (readersRunning() === 0) await new Promise((r) => setImmediate(r));
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(readersRunning()).toBe(1);
    const res = await pending;
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as ImportAnswer;
    expect(answer.problems).toEqual([]);
    expect(answer.counts.find((c) => c.kind === 'athletes')).toMatchObject({ rows: 16_000, created: 16_000 });
  });

  it('refuses a cell in the last column (XFD) with the column limit, in the reader’s language', async () => {
    const bytes = xlsxOfXml({ Athletes: sheetXml([ATHLETES], { XFD1: 'x' }) });
    expect(bytes.length).toBeLessThan(30_000);
    const res = await preview(bytes);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'IMPORT_TOO_MANY_COLUMNS' });
    expect(res.json().message).toBe(
      'Sheet "Athletes" has a value in cell XFD1; the import reads at most 100 columns (up to column CV)',
    );
    const es = await preview(bytes, 'es');
    expect(es.json().message).toContain('como máximo 100 columnas');
  });

  it('refuses a sheet of more rows than the limit, naming it', async () => {
    const rows = [['BIB']];
    for (let i = 0; i <= 20_000; i += 1) rows.push([`B${i}`]);
    const res = await preview(xlsx({ Athletes: rows }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'IMPORT_TOO_MANY_ROWS',
      message: 'Sheet "Athletes" has more than 20000 rows; the import reads at most 20000 rows per sheet',
    });
  });

  it('holds CSV files to the same limits, naming the file', async () => {
    const lines = ['BIB'];
    for (let i = 0; i <= 20_000; i += 1) lines.push(`B${i}`);
    const rows = await preview(Buffer.from(lines.join('\n')), 'pt', 'athletes.csv');
    expect(rows.statusCode).toBe(422);
    expect(rows.json().message).toBe(
      'A folha «athletes» tem mais de 20000 linhas; a importação lê no máximo 20000 linhas por folha',
    );
    const wide = await preview(Buffer.from(`BIB${',x'.repeat(100)}\nB1`), 'en-US', 'athletes.csv');
    expect(wide.statusCode).toBe(422);
    expect(wide.json()).toMatchObject({ code: 'IMPORT_TOO_MANY_COLUMNS' });
    expect(wide.json().message).toContain('cell CW1');
  });

  it('refuses zip entries declaring or inflating past the limit (413), and never opens pictures', async () => {
    const sheets = athletesWorkbook(2);
    const clean = xlsx(sheets);
    // A worksheet that says it is 2,000 MB.
    const declared = xlsxOfXml({ Athletes: sheetXml(sheets.Athletes) });
    const lying = Buffer.from(declared);
    // Find the sheet's central directory record and set its uncompressed size.
    const name = Buffer.from('xl/worksheets/sheet1.xml');
    const dir = lying.indexOf(
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x01, 0x02])]),
      lying.lastIndexOf(name) - 46,
    );
    lying.writeUInt32LE(2_000_000_000, dir + 24);
    const big = await preview(lying);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'IMPORT_UNZIPPED_TOO_LARGE' });
    expect(big.json().message).toBe(
      'The workbook unpacks to more than 64 MB (at "xl/worksheets/sheet1.xml"); the import reads at most 64 MB',
    );

    // A worksheet that declares a small size but inflates to 70 MB.
    const bomb = xlsxOfXml({
      Athletes: sheetXml(sheets.Athletes).replace(
        '<sheetData>',
        `<sheetData>${' '.repeat(70 * 1024 * 1024)}`,
      ),
    });
    const bombDir = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), bomb.lastIndexOf(name) - 46);
    bomb.writeUInt32LE(1000, bombDir + 24);
    expect(bomb.length).toBeLessThan(1_000_000);
    const inflated = await preview(bomb);
    expect(inflated.statusCode).toBe(413);
    expect(inflated.json()).toMatchObject({ code: 'IMPORT_UNZIPPED_TOO_LARGE' });

    // A picture of 80 MB of zeros (and one declaring 2,000 MB) is never inflated.
    const withPictures = xlsx(sheets, [
      { name: 'xl/media/image1.png', data: Buffer.alloc(80 * 1024 * 1024) },
      { name: 'xl/media/image2.png', data: Buffer.alloc(10), declaredSize: 2_000_000_000 },
    ]);
    const res = await preview(withPictures);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ImportAnswer).counts.find((c) => c.kind === 'athletes')).toMatchObject({ rows: 2 });
    expect((await send('preview', clean)).problems).toEqual([]);
  });

  it('lists at most 1,000 problems and counts the rest', async () => {
    const answer = await send('preview', xlsx(athletesWorkbook(1_500, 'Q')));
    expect(answer.problems).toHaveLength(1000);
    expect(answer.more_problems).toBe(500);
    expect(answer.problems[0]).toMatchObject({ sheet: 'Athletes', row: 2, cell: 'D2', severity: 'error' });
  });

  it('ends a reading when the server closes, when the client goes away and when its time is up', async () => {
    const bytes = xlsx(athletesWorkbook(16_000));
    const closing = readFileOffThread(bytes, IMPORT_LIMITS, { timeoutMs: 30_000 });
    stopFileReaders();
    expect(await closing).toEqual({ type: 'stopped' });
    const gone = new AbortController();
    const leaving = readFileOffThread(bytes, IMPORT_LIMITS, { timeoutMs: 30_000, signal: gone.signal });
    gone.abort();
    expect(await leaving).toEqual({ type: 'stopped' });
    expect(await readFileOffThread(bytes, IMPORT_LIMITS, { timeoutMs: 1 })).toEqual({ type: 'timeout' });
    expect(readersRunning()).toBe(0);
  });
});
