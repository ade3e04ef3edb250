// The benchmark's first part: how long each public read takes the first time (nothing
// cached) and once cached, on the seeded olympic games, on PGlite and on PostgreSQL.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, queryRows, type Database } from '../../src/server/db/client';
import { seedGames } from '../../src/server/demo-data';
import { searchTimes } from './search';

/** The three answers measured; the day, the busiest one of the seeded games, is set once they are seeded. */
export const ENDPOINTS = [
  { name: 'medal table', url: '/api/medals' },
  { name: 'schedule day', url: '' },
  { name: 'athletes page', url: '/api/athletes?page=3&page_size=50' },
];

const ms = (n: number) => `${n.toFixed(1)} ms`;

async function busiestDay(database: Database): Promise<string> {
  const rows = await queryRows<{ day: string }>(
    database.db,
    sql`select logical_day::text as day from units group by logical_day order by count(*) desc limit 1`,
  );
  return rows[0]!.day;
}

/** Seeds the olympic games and times each endpoint's first (uncached) answer, then a cached one. */
export async function firstComputation(label: string, database: Database) {
  const t0 = performance.now();
  const stats = await seedGames(database.db, 'olympic', 1);
  console.log(
    `${label}: seeded ${stats.athletes} athletes, ${stats.units} units, ${stats.events} events in ` +
      `${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  ENDPOINTS[1]!.url = `/api/schedule/days/${await busiestDay(database)}`;
  const app = await buildApp(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }), {
    database,
    logger: false,
  });
  await app.ready();
  await app.publicCache.refresh();
  const rows = [];
  for (const e of ENDPOINTS) {
    let start = performance.now();
    const res = await app.inject({ method: 'GET', url: e.url });
    const first = performance.now() - start;
    if (res.statusCode !== 200) throw new Error(`${e.url} answered ${res.statusCode}`);
    start = performance.now();
    await app.inject({ method: 'GET', url: e.url });
    const cached = performance.now() - start;
    rows.push({
      endpoint: `${e.name} (${e.url})`,
      first: ms(first),
      cached: ms(cached),
      bytes: res.rawPayload.length,
    });
  }
  searchRows.push(...(await searchTimes(label, app)));
  await app.close();
  return rows;
}

/** Search as the reader types (scripts/bench/search.ts), filled by each database's run. */
export const searchRows: Awaited<ReturnType<typeof searchTimes>> = [];

export async function onPostgres(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (err) {
    console.log(`PostgreSQL at ${adminUrl} not reachable (${(err as Error).message}); skipped.`);
    return null;
  }
  const name = `bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ url: url.toString() });
    return await firstComputation('PostgreSQL', database); // app.close() closes the database
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
