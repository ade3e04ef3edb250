// The benchmark's search part: what a reader typing in the search box asks, on the seeded
// olympic games (10,500 athletes), answered by one process through the app's own route
// (app.inject: routing, validation, the public cache and the query, no network). Each query is
// asked twice: the first answer is computed from the database (nothing cached, as every new
// prefix typed is), the second comes from the public cache. Target: p99 ≤ 50 ms uncached.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { App } from '../../src/server/app';
import { queryRows } from '../../src/server/db/client';
import { foldForSearch } from '../../src/shared/domain/search-fold';
import { fmtMs, percentile } from '../drill/common';

const LANGUAGES = ['en-US', 'es-ES', 'pt-PT', 'az-AZ'];

/** Prefixes as typed, from 2 letters to the whole word ("ag", "aga", ... "agayev"). */
const typed = (word: string) =>
  Array.from({ length: Math.max(0, word.length - 1) }, (_, i) => word.slice(0, i + 2));

/** What readers type: athletes' family names (no accents), BIBs, event and venue words, countries. */
async function queries(app: App): Promise<string[]> {
  const db = app.database.db;
  const names = await queryRows<{ w: string }>(
    db,
    sql`select family_name as w from athletes order by md5(code) limit 40`,
  );
  const bibs = await queryRows<{ w: string }>(
    db,
    sql`select bib as w from athletes order by md5(code) limit 10`,
  );
  const events = await queryRows<{ w: string }>(
    db,
    sql`select split_part(name, ' ', 2) as w from events order by md5(code) limit 10`,
  );
  const venues = await queryRows<{ w: string }>(
    db,
    sql`select split_part(name, ' ', 1) as w from venues limit 5`,
  );
  const words = [...names, ...events, ...venues].map((r) => foldForSearch(r.w).replace(/[^a-z0-9]/g, ''));
  return [
    ...words.flatMap(typed),
    ...bibs.flatMap((b) => typed(b.w)),
    ...['bra', 'brasil', 'azerb', 'espa', 'swim', 'natac', 'athl', 'atlet'],
  ].filter((q) => q.length >= 2);
}

/** Times every query uncached then cached, per reader language, and prints percentiles. */
export async function searchTimes(label: string, app: App) {
  const list = await queries(app);
  const uncached: number[] = [];
  const cached: number[] = [];
  let i = 0;
  for (const q of list) {
    const headers = { 'accept-language': LANGUAGES[i++ % LANGUAGES.length]! };
    const url = `/api/search?q=${encodeURIComponent(q)}`;
    let start = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    uncached.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
    start = performance.now();
    await app.inject({ method: 'GET', url, headers });
    cached.push(performance.now() - start);
  }
  const row = (what: string, times: number[]) => ({
    database: label,
    answer: what,
    queries: times.length,
    p50: fmtMs(percentile(times, 50)),
    p95: fmtMs(percentile(times, 95)),
    p99: fmtMs(percentile(times, 99)),
    max: fmtMs(Math.max(...times)),
  });
  return [row('uncached (computed)', uncached), row('cached', cached)];
}
