import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { openDatabase, queryRows, type Database } from '../../db/client';
import { testConfig } from '../../test/helper';
import { AccessCounter, classify, deviceClass } from './counter';
import { pruneBuckets } from './queries';

const UA = {
  bot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  phone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  tablet:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

type Row = { route: string; device: string; status: number; count: number };
const countsOf = (database: Database) =>
  queryRows<Row>(
    database.db,
    sql`select route, device, status::int as status, sum(count)::int as count from access_log_buckets
        group by 1, 2, 3 order by 1, 2, 3`,
  );

describe('counting', () => {
  it('tells device classes apart', () => {
    expect(deviceClass(UA.bot)).toBe('Bot');
    expect(deviceClass(UA.phone)).toBe('Mobile');
    expect(deviceClass(UA.tablet)).toBe('Tablet');
    expect(deviceClass(UA.desktop)).toBe('Desktop');
    expect(deviceClass(undefined)).toBe('Bot');
    expect(deviceClass('curl/8.5.0')).toBe('Bot');
  });

  it('counts route patterns, never raw URLs or queries, and skips files', () => {
    const c = new AccessCounter();
    expect(classify(c, 'GET', '/api/units/ABC?x=1', '/api/units/:code', false)).toEqual({
      kind: 'api',
      route: '/api/units/:code',
    });
    expect(classify(c, 'GET', '/api/whatever/secret', undefined, true)?.route).toBe('/api/(unknown)');
    expect(classify(c, 'GET', '/participants/profile/123?q=me', '/*', true)?.route).toBe(
      '/participants/profile/:id',
    );
    expect(classify(c, 'GET', '/spa/places/hotel', '/*', true)?.route).toBe('/places/hotel');
    expect(classify(c, 'GET', '/discipline/ATH/results/U1', '/*', true)?.route).toBe(
      '/discipline/:disciplineKey/results/:unit/:tab?',
    );
    expect(classify(c, 'GET', '/no/such/page', '/*', true)?.route).toBe('(unknown page)');
    expect(classify(c, 'GET', '/assets/index-abc.js', '/*', false)).toBeNull();
  });

  it('adds requests of one hour together and keeps hours apart', () => {
    const c = new AccessCounter();
    const t = Date.UTC(2026, 6, 16, 10, 15);
    c.count('api', '/api/x', UA.phone, 200, t);
    c.count('api', '/api/x', UA.phone, 200, t + 60_000);
    c.count('api', '/api/x', UA.phone, 200, t + 3_600_000);
    const buckets = c.take().sort((a, b) => a.hour.getTime() - b.hour.getTime());
    expect(buckets.map((b) => [b.hour.toISOString(), b.count])).toEqual([
      ['2026-07-16T10:00:00.000Z', 2],
      ['2026-07-16T11:00:00.000Z', 1],
    ]);
    expect(c.pending).toBe(0);
  });
});

/** A few known requests: pages, API calls, a 404 and a forced 500, from three kinds of device. */
async function knownRequests(app: App) {
  const hit = (url: string, ua: string) => app.inject({ method: 'GET', url, headers: { 'user-agent': ua } });
  expect((await hit('/api/health', UA.bot)).statusCode).toBe(200);
  expect((await hit('/api/health', UA.phone)).statusCode).toBe(200);
  expect((await hit('/api/nope/secret?token=x', UA.desktop)).statusCode).toBe(404);
  expect((await hit('/api/test/fail', UA.desktop)).statusCode).toBe(500);
  expect((await hit('/api/admin/access-log', UA.phone)).statusCode).toBe(401);
}
const EXPECTED_ONE: Row[] = [
  { route: '/api/(unknown)', device: 'Desktop', status: 404, count: 1 },
  { route: '/api/admin/access-log', device: 'Mobile', status: 401, count: 1 },
  { route: '/api/health', device: 'Bot', status: 200, count: 1 },
  { route: '/api/health', device: 'Mobile', status: 200, count: 1 },
  { route: '/api/test/fail', device: 'Desktop', status: 500, count: 1 },
];
const times = (rows: Row[], n: number) => rows.map((r) => ({ ...r, count: r.count * n }));

const adminUrl = process.env.TEST_POSTGRES_URL;

describe.skipIf(!adminUrl)('several instances on one PostgreSQL', () => {
  const name = `test_access_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const url = (() => {
    if (!adminUrl) return '';
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    return u.toString();
  })();
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('adds up the counts of two instances, each flushing what is pending when it closes', async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    // A flush period far beyond the test: only closing writes the counts.
    const config = testConfig({ TEST_FAULT_ROUTES: 'true', ACCESS_LOG_FLUSH_MS: '600000' });
    const [one, two] = await Promise.all([
      buildApp(config, { database: await openDatabase({ url }), logger: false }),
      buildApp(config, { database: await openDatabase({ url }), logger: false }),
    ]);
    await Promise.all([one.ready(), two.ready()]);
    const reader = await openDatabase({ url });
    try {
      const instances = await queryRows<{ n: number }>(
        reader.db,
        sql`select count(*)::int as n from server_instances`,
      );
      expect(instances[0]!.n).toBe(2);

      await knownRequests(one);
      await knownRequests(two);
      await knownRequests(two);
      expect(await countsOf(reader)).toEqual([]);

      await one.close();
      expect(await countsOf(reader)).toEqual(EXPECTED_ONE);
      await two.close();
      expect(await countsOf(reader)).toEqual(times(EXPECTED_ONE, 3));
      const left = await queryRows<{ n: number }>(
        reader.db,
        sql`select count(*)::int as n from server_instances`,
      );
      expect(left[0]!.n).toBe(0);
    } finally {
      await reader.close();
    }
  }, 60_000);
});

describe('retention', () => {
  it('deletes hours older than the retention and keeps the rest', async () => {
    const database = await openDatabase({});
    try {
      const now = new Date('2026-07-16T12:00:00Z');
      await database.db.execute(sql`insert into access_log_buckets values
        ('2026-07-16T11:00:00Z', 'api', '/api/x', 'Bot', 200, 3),
        ('2026-07-06T13:00:00Z', 'api', '/api/x', 'Bot', 200, 4),
        ('2026-07-05T11:00:00Z', 'api', '/api/x', 'Bot', 200, 5)`);
      expect(await pruneBuckets(database.db, 10, now)).toBe(1);
      expect((await countsOf(database))[0]!.count).toBe(7);
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(Boolean(adminUrl))('a server process', () => {
  const root = path.resolve(import.meta.dirname, '../../../..');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'access-log-test-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('writes the pending counts when SIGTERM stops it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        TEST_FAULT_ROUTES: 'true',
        ACCESS_LOG_FLUSH_MS: '600000',
      },
    });
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const base = await new Promise<string>((resolve, reject) => {
      const onData = (d: Buffer) => {
        output += d.toString();
        const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (m) resolve(m[1]!);
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      void exited.then(() => reject(new Error(output)));
    });
    const hit = (p: string, ua: string) => fetch(`${base}${p}`, { headers: { 'user-agent': ua } });
    expect((await hit('/api/health', UA.bot)).status).toBe(200);
    expect((await hit('/api/health', UA.phone)).status).toBe(200);
    expect((await hit('/api/nope/secret?token=x', UA.desktop)).status).toBe(404);
    expect((await hit('/api/test/fail', UA.desktop)).status).toBe(500);
    expect((await hit('/api/admin/access-log', UA.phone)).status).toBe(401);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);

    const database = await openDatabase({ dataDir });
    try {
      expect(await countsOf(database)).toEqual(EXPECTED_ONE);
    } finally {
      await database.close();
    }
  }, 90_000);
});
