import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INT4_MAX, isCalendarDate, isoDate, rowIdParam } from '../shared/contracts/common';
import { authMessage } from '../shared/i18n/auth-messages';
import { storedFiles } from './db/schema';
import { writeGames } from './demo-data';
import { simplePdf } from './demo-data/content/pdf';
import { message } from './i18n/messages';
import { accountToken } from './test-accounts';
import { build } from './test/helper';
import { FINAL, tinyGames } from './test/test-games';

/**
 * Inputs a probe of a fresh server answered with a 500 or let through: each is now a 4xx
 * with a translated message that changes nothing, and the answers' headers hold whatever
 * the address's encoding.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'probe-test-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const INGEST_KEY = 'probe-ingest-key-0123456789';
const app = await build({ DATA_DIR: dataDir, INGEST_API_KEY: INGEST_KEY });
await writeGames(app.database.db, tinyGames());
const tokens = {
  user: await accountToken(app, 'probe.user', 'user'),
  admin: await accountToken(app, 'probe.admin', 'admin'),
};
/** Calls the API as a visitor (null), a user or an admin. */
const call = (
  who: keyof typeof tokens | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method,
    url,
    payload: payload as object,
    headers: who ? { ...headers, authorization: `Bearer ${tokens[who]}` } : headers,
  });
const storedCount = async () => (await app.database.db.select().from(storedFiles)).length;
const pdf = simplePdf('Programme', ['Day one']);

const octets = (name: string, lang = 'en-US') => ({
  'content-type': 'application/octet-stream',
  'x-file-name': name,
  'accept-language': lang,
});

describe('a malformed X-File-Name is refused, not a server error', () => {
  it.each(['%E0%A4%A', 'report%.pdf', '%'])(
    'upload named %s: 400 in the reader language, nothing stored',
    async (name) => {
      const before = await storedCount();
      const res = await call('admin', 'POST', '/api/admin/uploads', pdf, octets(name, 'pt-PT'));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_FILE_NAME', message: message('badFileName', 'pt-PT') });
      expect(await storedCount()).toBe(before);
    },
  );

  it('spreadsheet import preview and apply: 400, nothing imported', async () => {
    for (const step of ['preview', 'apply']) {
      const res = await call(
        'admin',
        'POST',
        `/api/admin/import/${step}`,
        Buffer.from('kind,code\n'),
        octets('%E0%A4%A.csv', 'es-ES'),
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_FILE_NAME', message: message('badFileName', 'es-ES') });
    }
  });
});

describe('an impossible calendar date is refused at the shared schema', () => {
  it('agrees with the calendar: leap years, month lengths, year 0', () => {
    for (const good of ['2026-07-14', '2028-02-29', '2000-02-29', '2026-12-31', '0001-01-01'])
      expect(isCalendarDate(good), good).toBe(true);
    for (const bad of [
      '2026-02-30',
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '0000-01-01',
      '2026-7-14',
      '2026-07-14T00:00',
    ])
      expect(isoDate.safeParse(bad).success, bad).toBe(false);
  });

  const dayRoutes = [
    ['GET', '/api/schedule/days/2026-02-30'],
    ['GET', '/api/schedule/disciplines/SWM?day=2026-02-30'],
    ['GET', '/api/admin/units?day=2026-02-30'],
    ['GET', '/api/admin/access-log?period=custom&from=2026-02-30&to=2026-03-01'],
    ['GET', '/api/admin/access-log.csv?period=custom&from=2026-01-01&to=2026-04-31'],
    ['GET', '/api/schedule/days/0000-01-01'],
  ] as const;
  it.each(dayRoutes)('%s %s: 400 with the date message', async (method, url) => {
    const res = await call('admin', method, url, undefined, { 'accept-language': 'es-ES' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(authMessage('dateInvalid', 'es-ES'));
  });

  it('moving a unit to 2026-02-30: 400, the unit keeps its day', async () => {
    const unit = async () => (await call(null, 'GET', `/api/units/${FINAL}`)).body;
    const before = await unit();
    const res = await call('admin', 'PATCH', `/api/admin/schedule/units/${FINAL}`, {
      date: '2026-02-30',
      start: '18:00',
      end: '18:10',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields.date).toBe(authMessage('dateInvalid', 'en-US'));
    expect(await unit()).toBe(before);
  });
});

describe('an ODF message with an impossible date is refused, not a server error', () => {
  const odf = (name: string) =>
    fs.readFileSync(path.join(import.meta.dirname, 'test/odf-fixtures', name), 'utf8');
  it.each([
    ['a header Date', odf('dt-pdf.xml').replace(' Date="2026-07-14"', ' Date="2026-02-30"')],
    ['a BirthDate', odf('dt-partic.xml').replace('BirthDate="2010-05-12"', 'BirthDate="2010-02-30"')],
  ])('%s of 30 February: 400 with the reason', async (_what, xml) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/ingest/odf',
      payload: xml,
      headers: { 'content-type': 'application/xml', 'x-api-key': INGEST_KEY },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('ODF_REJECTED');
  });
});

describe('ids beyond the integer column are refused before any query', () => {
  it('caps the shared id at the int4 range', () => {
    expect(rowIdParam.safeParse(String(INT4_MAX)).success).toBe(true);
    for (const bad of [String(INT4_MAX + 1), '99999999999999999999', '1e300', '0', '-1', '1.5', 'abc'])
      expect(rowIdParam.safeParse(bad).success, bad).toBe(false);
  });

  const huge = [String(INT4_MAX + 1), '99999999999999999999'];
  it.each(huge)('athlete, content update, publish, delete and trivia with id %s: 400', async (id) => {
    const place = {
      kind: 'place',
      published: true,
      translations: { en: { title: 'Hotel', text: 'Near' } },
      fields: { type: 'hotel', address: 'Baku', phone: '', hours: '', latitude: null, longitude: null },
    };
    const answers = [
      await call(null, 'GET', `/api/athletes/${id}`),
      await call('admin', 'PUT', `/api/admin/content/${id}`, place),
      await call('admin', 'POST', `/api/admin/content/${id}/publish`, { published: false }),
      await call('admin', 'DELETE', `/api/admin/content/${id}`),
      await call('admin', 'POST', '/api/admin/content/reorder', { kind: 'place', ids: [Number(id)] }),
      await call('user', 'GET', `/api/trivia/${id}`),
      await call('user', 'POST', `/api/trivia/${id}/start`),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(authMessage('idInvalid', 'en-US'));
    }
  });

  it('the largest id is still an id: a plain 404', async () => {
    expect((await call(null, 'GET', `/api/athletes/${INT4_MAX}`)).statusCode).toBe(404);
  });
});

describe('an upload is named after the type its bytes are', () => {
  const upload = (bytes: Buffer, name: string) =>
    call('admin', 'POST', '/api/admin/uploads', bytes, octets(encodeURIComponent(name)));

  it.each([
    ['notes.html', 'notes.pdf'],
    ['run.cmd', 'run.pdf'],
    ['no extension', 'no extension.pdf'],
    ['Report.PDF', 'Report.PDF'],
    ['.pdf', '.pdf.pdf'],
  ])('a PDF sent as %s is stored and served as %s', async (sent, kept) => {
    const res = await upload(pdf, sent);
    expect(res.statusCode, res.body).toBe(200);
    const { document } = res.json();
    expect(document.file_name).toBe(kept);
    const [row] = await app.database.db.select().from(storedFiles).where(eq(storedFiles.id, document.id));
    expect(row!.fileName).toBe(kept);
    const served = await call(null, 'GET', `${document.url}?download=1`);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toContain(`filename="${kept}"`);
  });
});

describe('a PDF stored under another extension before names followed the type', () => {
  it('is downloaded as .pdf', async () => {
    const id = '00000000-0000-4000-8000-0000000000aa';
    await app.storage.put(`files/${id}/document.pdf`, pdf);
    await app.database.db
      .insert(storedFiles)
      .values({ id, kind: 'pdf', mime: 'application/pdf', fileName: 'old notes.html', bytes: pdf.length });
    const res = await call(null, 'GET', `/api/files/${id}/document.pdf?download=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="old notes.pdf"');
  });
});

describe('admin reads are bounded', () => {
  it('refuses an access-log range over a year with 422 in the reader language', async () => {
    for (const url of [
      '/api/admin/access-log?period=custom&from=2025-01-01&to=2026-01-02',
      '/api/admin/access-log.csv?period=custom&from=0001-01-01&to=9999-12-31',
    ]) {
      const res = await call('admin', 'GET', url, undefined, { 'accept-language': 'az-AZ' });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'RANGE_TOO_LONG',
        message: message('accessLogRangeTooLong', 'az-AZ', { days: 366 }),
      });
    }
  });

  it('refuses a reversed or open custom range with a translated message', async () => {
    for (const q of ['from=2026-03-02&to=2026-03-01', 'from=2026-03-01']) {
      const res = await call('admin', 'GET', `/api/admin/access-log?period=custom&${q}`, undefined, {
        'accept-language': 'pt-PT',
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(authMessage('dateRangeReversed', 'pt-PT'));
    }
  });

  it('answers a range of a whole leap year', async () => {
    const res = await call(
      'admin',
      'GET',
      '/api/admin/access-log?period=custom&from=2028-01-01&to=2028-12-31',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().views).toHaveLength(366);
  });
});

describe('answers for one person are never stored by a cache', () => {
  it.each([
    [null, '/api/auth/me'],
    ['user', '/api/auth/me'],
    ['admin', '/api/admin/content?kind=place'],
    ['admin', '/api/admin/audit'],
    ['admin', '/api/admin/units'],
    ['admin', '/api/admin/users'],
    ['user', '/api/admin/audit'],
  ] as const)('%s GET %s: Cache-Control no-store', async (who, url) => {
    const res = await call(who, 'GET', url);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps the public cache headers of public reads', async () => {
    const res = await call('user', 'GET', '/api/medals');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public/);
  });
});

describe('the security headers follow the decoded path', () => {
  const apiCsp = app.securityHeaderSets.api['content-security-policy'];
  let base = '';
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.server.closeAllConnections());

  const get = (path: string) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get(`${base}${path}`, (res) => {
          res.resume();
          res.on('end', () => resolve(res));
        })
        .on('error', reject);
    });

  it.each(['/%61pi/medals', '/a%70i/medals?discipline=SWM', '/%61%70%69/disciplines'])(
    '%s is answered with the API set, by the route and then from the cache before Fastify',
    async (path) => {
      for (let i = 0; i < 2; i++) {
        const res = await get(path);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-security-policy']).toBe(apiCsp);
        expect(res.headers['x-frame-options']).toBe('DENY');
      }
    },
  );

  it('an encoded address of no API route is the API 404, not the app page', async () => {
    const res = await call(null, 'GET', '/%61pi/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-security-policy']).toBe(apiCsp);
  });

  it('an encoded address of an account route is no-store too', async () => {
    const res = await get('/%61pi/auth/me');
    expect(res.headers['content-security-policy']).toBe(apiCsp);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
