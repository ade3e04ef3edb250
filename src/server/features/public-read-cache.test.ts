import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bumpVersions, TOPICS } from '../db/versions';
import { seededGames } from '../test/seeded-games';

/** How public reads are cached and documented: ETags from data versions, bytes per version. */
const { app, get, json } = await seededGames();

describe('version caching', () => {
  it('sends a strong ETag and the public cache policy, and 304 for a matching If-None-Match', async () => {
    const first = await get('/api/medals');
    expect(first.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=30');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get('/api/medals', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/api/medals', { 'if-none-match': `W/${etag}, "other"` })).statusCode).toBe(304);
    expect((await get('/api/medals', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('gives the gzipped and the Brotli bytes their own tags and the same JSON', async () => {
    const plain = await get('/api/athletes?page_size=100');
    const gz = await get('/api/athletes?page_size=100', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).not.toBe(plain.headers.etag);
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    // What browsers send: Brotli, the smaller of the two.
    const br = await get('/api/athletes?page_size=100', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    expect(br.headers.etag).not.toBe(gz.headers.etag);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(gz.rawPayload.length);
    // A client holding any of the three forms of this version is answered 304.
    for (const held of [plain, gz, br]) {
      const again = await get('/api/athletes?page_size=100', { 'if-none-match': String(held.headers.etag) });
      expect(again.statusCode).toBe(304);
    }
  });

  it('changes the ETags of exactly the answers a write touches', async () => {
    const { days } = await json('/api/competition');
    const urls = {
      unit: '',
      day: `/api/schedule/days/${days[2].day}`,
      otherDay: `/api/schedule/days/${days[5].day}`,
      medals: '/api/medals',
      athletes: '/api/athletes',
    };
    urls.unit = `/api/units/${(await json(urls.day)).units[0].code}`;
    const tags = async () =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(urls).map(async ([k, u]) => [k, String((await get(u)).headers.etag)]),
        ),
      );
    const before = await tags();
    const unitCode = urls.unit.split('/').pop()!;
    await app.database.db.transaction((tx) =>
      bumpVersions(tx, [TOPICS.unit(unitCode), TOPICS.day(days[2].day)]),
    );
    await app.publicCache.refresh();
    const after = await tags();
    expect(after.unit).not.toBe(before.unit);
    expect(after.day).not.toBe(before.day);
    expect(after.otherDay).toBe(before.otherDay);
    expect(after.medals).toBe(before.medals);
    expect(after.athletes).toBe(before.athletes);
    // The old tag no longer matches: a client holding it gets the new body.
    expect((await get(urls.unit, { 'if-none-match': before.unit })).statusCode).toBe(200);
  });
});

describe('bodies built once per version', () => {
  it('serves a repeated URL from memory until a version it depends on moves', async () => {
    const nameOf = async (code: string) =>
      (await json('/api/venues')).items.find((v: { code: string }) => v.code === code).name;
    const venue = (await json('/api/venues')).items[0];
    // A change that (wrongly) bumps no version is not seen: the bytes come from memory.
    await app.database.db.execute(sql`update venues set name = 'Renamed arena' where code = ${venue.code}`);
    expect(await nameOf(venue.code)).toBe(venue.name);
    await app.database.db.transaction((tx) => bumpVersions(tx, [TOPICS.reference]));
    await app.publicCache.refresh();
    expect(await nameOf(venue.code)).toBe('Renamed arena');
    await app.database.db.execute(sql`update venues set name = ${venue.name} where code = ${venue.code}`);
    await app.database.db.transaction((tx) => bumpVersions(tx, [TOPICS.reference]));
    await app.publicCache.refresh();
  });

  it('still validates a URL it has not answered before', async () => {
    await json('/api/athletes?page=2');
    const bad = await get('/api/athletes?page=2&gender=Z');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.gender).toBeTruthy();
  });
});

describe('OpenAPI', () => {
  it('documents every public read route with its response schema', async () => {
    const doc = await json('/api/docs/json');
    for (const path of [
      '/api/competition',
      '/api/disciplines',
      '/api/disciplines/{code}/events',
      '/api/schedule/days/{day}',
      '/api/schedule/disciplines/{code}',
      '/api/schedule/grid',
      '/api/units/{code}',
      '/api/events/{code}/classification',
      '/api/events/{code}/bracket',
      '/api/events/{code}/standings',
      '/api/medals',
      '/api/medals/events',
      '/api/delegations',
      '/api/athletes',
      '/api/athletes/{id}',
      '/api/teams',
      '/api/teams/{code}',
      '/api/venues',
    ]) {
      expect(doc.paths[path]?.get?.responses?.['200'], path).toBeDefined();
    }
  });
});
