import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../test/helper';
import { writeGames } from '../demo-data';
import { deskResultRow, EVENT, FINAL, tinyGames } from '../test/test-games';
import { accountToken } from '../test-accounts';

/**
 * A public read is cached until one of its topics' versions moves, so a write that changes
 * the data of a read without bumping one of the topics that read declared serves stale
 * answers silently. This test replays every write path (each kind of ODF message, each desk
 * change) and, after each one, compares every public read's cached answer with a freshly
 * computed one: any difference names the write and the read whose link is broken.
 */
const KEY = 'freshness-ingest-key-0123456789';
const app = await build({ INGEST_API_KEY: KEY });
const db = app.database.db;
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '../test/odf-fixtures');

/** One URL per public read, with the ids and codes of the tiny test games. */
const READS: Record<string, string> = {
  '/api/competition': '/api/competition',
  '/api/disciplines': '/api/disciplines',
  '/api/disciplines/:code/events': '/api/disciplines/SWM/events',
  '/api/venues': '/api/venues',
  '/api/schedule/days/:day': '/api/schedule/days/2026-07-14',
  '/api/schedule/disciplines/:code': '/api/schedule/disciplines/SWM',
  '/api/schedule/grid': '/api/schedule/grid',
  '/api/now': '/api/now?at=2026-07-14T15:00Z',
  '/api/units/:code': `/api/units/${FINAL}`,
  '/api/units/:code/corrections': `/api/units/${FINAL}/corrections`,
  '/api/events/:code/classification': `/api/events/${EVENT}/classification`,
  '/api/events/:code/bracket': `/api/events/${EVENT}/bracket`,
  '/api/events/:code/standings': `/api/events/${EVENT}/standings`,
  '/api/medals': '/api/medals',
  '/api/medals/events': '/api/medals/events',
  '/api/delegations': '/api/delegations',
  '/api/delegations/:code': '/api/delegations/BRA',
  '/api/follows/units': `/api/follows/units?delegation=BRA&event=${EVENT}`,
  '/api/athletes': '/api/athletes',
  '/api/search': '/api/search?q=a',
  '/api/athletes/:id': '/api/athletes/1',
  '/api/teams': '/api/teams',
  '/api/teams/:code': '/api/teams/SWMWTEAM4-BRA01',
  '/api/communications': '/api/communications',
  '/api/documents': '/api/documents',
  '/api/venues/:code': '/api/venues/AQC',
  '/api/places': '/api/places?type=hotel',
  '/api/ambassadors': '/api/ambassadors',
  '/api/sponsors': '/api/sponsors',
  '/api/official-reports': '/api/official-reports',
  '/api/official-communications': '/api/official-communications?sort=title',
  '/api/pages/:slug': '/api/pages/transport-guide',
  '/api/videos': '/api/videos',
  '/api/videos/:id': '/api/videos/8',
  '/api/safe-sport': '/api/safe-sport',
  '/api/photo-albums': '/api/photo-albums',
  // No album in the tiny games: the not-found answer is cached per version like any other.
  '/api/photo-albums/:id': '/api/photo-albums/1',
  '/api/transport': '/api/transport',
  '/api/courses': '/api/courses',
  // No course in the tiny games: the not-found answer is cached per version like any other.
  '/api/courses/:id': '/api/courses/1',
  '/api/records': '/api/records',
  '/api/records/:discipline': '/api/records/SWM',
  '/api/athletes/:id/records': '/api/athletes/1/records',
  '/api/units/:code/lineups': `/api/units/${FINAL}/lineups`,
};

let adminToken = '';
async function desk(method: 'PATCH' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) {
  const res = await app.inject({ method, url, payload, headers: { authorization: `Bearer ${adminToken}` } });
  expect(res.statusCode, res.body).toBe(method === 'DELETE' ? 204 : 200);
}

/** A published content item of a kind (ids follow creation order: 1, 2, 3...). */
const content = (kind: string, fields: object) => ({
  kind,
  published: true,
  translations: { en: { title: `A ${kind}`, text: 'Text' } },
  fields,
});
const hotel = { type: 'hotel', address: 'Baku', phone: '+994 12 000', latitude: null, longitude: null };

async function ingest(name: string, edit = (xml: string) => xml) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/ingest/odf',
    payload: edit(fs.readFileSync(path.join(fixtures, name), 'utf8')),
    headers: { 'content-type': 'application/xml', 'x-api-key': KEY },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The two of the desk's start list as a match under way, with its score so far. */
const matchScore = (score: string) =>
  desk('PUT', `/api/admin/units/${FINAL}/results`, {
    rows: ['1000003', '1000001'].map((c, i) => ({
      ...deskResultRow(c, i + 1, ''),
      rank: null,
      result: null,
      score: i === 0 ? score : score.split('-').reverse().join('-'),
    })),
    note: 'Scores re-read',
  });

/** Every way data changes, in an order that keeps each one valid. */
const WRITES: [string, () => Promise<void>][] = [
  ['ODF DT_PARTIC', () => ingest('dt-partic.xml')],
  ['ODF DT_PARTIC_UPDATE', () => ingest('dt-partic-update.xml')],
  ['ODF DT_SCHEDULE', () => ingest('dt-schedule.xml')],
  ['ODF DT_SCHEDULE_UPDATE', () => ingest('dt-schedule-update.xml')],
  ['ODF DT_RESULT (live)', () => ingest('dt-result-live.xml')],
  ['ODF DT_RESULT (official)', () => ingest('dt-result-official.xml')],
  ['ODF DT_MEDALLISTS', () => ingest('dt-medallists.xml')],
  ['ODF DT_RESULT (corrected)', () => ingest('dt-result-corrected.xml')],
  [
    'ODF DT_RESULT (record mark on a medallist)',
    () =>
      ingest('dt-result-corrected.xml', (xml) =>
        xml
          .replace('Version="3"', 'Version="4"')
          .replace('Organisation="AZE"/>', 'Organisation="AZE"/><RecordIndicator Order="1" Code="PB"/>'),
      ),
  ],
  ['ODF DT_MEDALS', () => ingest('dt-medals.xml')],
  ['ODF DT_COMMUNICATION', () => ingest('dt-communication.xml')],
  ['ODF DT_PDF', () => ingest('dt-pdf.xml')],
  ['ODF DT_RECORD', () => ingest('dt-record.xml')],
  ['ODF DT_BRACKETS', () => ingest('dt-brackets.xml')],
  ['ODF DT_POOL_STANDING', () => ingest('dt-pool-standing.xml')],
  [
    'desk bracket winner',
    () =>
      desk('PUT', `/api/admin/events/${EVENT}/bracket/winner`, {
        bracket: 'MAIN',
        round: 'FNL',
        position: 1,
        winner: '1000003',
      }),
  ],
  [
    'desk pool standing',
    () =>
      desk('PUT', `/api/admin/events/${EVENT}/standings`, {
        phase: `${EVENT}FNL-`,
        pool: 'A',
        competitor_code: '1000003',
        rank: 2,
        played: 2,
        won: 1,
        drawn: 0,
        lost: 1,
        points: 3,
        figures: { DIFF: 0 },
        qualification_mark: 'q',
      }),
  ],
  [
    'desk record',
    () =>
      desk('PUT', '/api/admin/records/1', {
        mark: '54.20',
        holder_name: 'Ana Souza',
        delegation_code: 'BRA',
        set_on: '2026-07-14',
        place: 'Baku',
        note: 'Timing re-read',
      }),
  ],
  [
    'desk status',
    () =>
      desk('PATCH', `/api/admin/units/${FINAL}/status`, {
        schedule_status: 'RUNNING',
        result_status: 'LIVE',
      }),
  ],
  [
    'desk start list',
    () =>
      desk('PUT', `/api/admin/units/${FINAL}/start-list`, {
        entries: ['1000003', '1000001'].map((c, i) => ({
          competitor_code: c,
          competitor_type: 'A',
          start_order: i + 1,
        })),
      }),
  ],
  [
    'desk results',
    () =>
      desk('PUT', `/api/admin/units/${FINAL}/results`, {
        rows: [
          deskResultRow('1000003', 1, '53.90'),
          deskResultRow('1000001', 2, '54.00'),
          deskResultRow('1000002', 3, '54.50'),
        ],
        note: 'Lane 2 touch pad re-read',
      }),
  ],
  ['desk match score', () => matchScore('1-0')],
  [
    'desk status official',
    () =>
      desk('PATCH', `/api/admin/units/${FINAL}/status`, {
        schedule_status: 'FINISHED',
        result_status: 'OFFICIAL',
      }),
  ],
  ['desk medal confirm', () => desk('POST', `/api/admin/events/${EVENT}/medals/confirm`)],
  ['content place', () => desk('POST', '/api/admin/content', content('place', hotel))],
  ['content page', () => desk('POST', '/api/admin/content', content('page', { slug: 'transport-guide' }))],
  [
    'content transport line',
    () =>
      desk(
        'POST',
        '/api/admin/content',
        content('transport_line', {
          color: '#123456',
          stops: [
            { name: 'Hotel', venue_code: null, offset_min: 0 },
            { name: 'Pool', venue_code: 'AQC', offset_min: 15 },
          ],
          departures: ['07:00'],
        }),
      ),
  ],
  [
    'content venue',
    () => desk('POST', '/api/admin/content', content('venue', { venue_code: 'AQC', address: 'Baku' })),
  ],
  [
    'content ambassador',
    () =>
      desk(
        'POST',
        '/api/admin/content',
        content('ambassador', { role: 'athlete', discipline: 'SWM', available_days: ['2026-07-14'] }),
      ),
  ],
  [
    'content sponsor',
    () => desk('POST', '/api/admin/content', content('sponsor', { tier: 1, url: 'https://example.org' })),
  ],
  [
    'content edit',
    () => desk('PUT', '/api/admin/content/1', { ...content('place', hotel), published: true }),
  ],
  ['content withdraw page', () => desk('POST', '/api/admin/content/2/publish', { published: false })],
  ['content reorder', () => desk('POST', '/api/admin/content/reorder', { kind: 'place', ids: [1] })],
  ['content delete venue', () => desk('DELETE', '/api/admin/content/4')],
  [
    'content communication',
    () => desk('POST', '/api/admin/content', content('communication', { priority: 1 })),
  ],
  [
    // A unit's stream: it is live while the unit runs, so the schedule's writes reach it.
    'content video of a unit',
    () =>
      desk(
        'POST',
        '/api/admin/content',
        content('video', {
          discipline: 'SWM',
          stream_url: 'https://cdn.example.org/final.m3u8',
          unit_code: FINAL,
          safe_sport: true,
        }),
      ),
  ],
  [
    'desk status of the streamed unit',
    () =>
      desk('PATCH', `/api/admin/units/${FINAL}/status`, {
        schedule_status: 'RUNNING',
        result_status: 'LIVE',
      }),
  ],
];

let fresh = 0;
/** The same read computed now: a URL the cache has never seen is computed from the database. */
async function computedNow(url: string) {
  fresh += 1;
  return app.inject({ url: `${url}${url.includes('?') ? '&' : '?'}fresh_${fresh}=1` });
}

beforeAll(async () => {
  await writeGames(db, tinyGames());
  adminToken = await accountToken(app, 'fresh-admin', 'admin');
  await app.publicCache.refresh();
});

describe('public reads stay fresh after every write', () => {
  it('covers every public read the app declares', () => {
    expect(Object.keys(READS).sort()).toEqual([...app.publicCache.reads].sort());
  });

  it('no write leaves a cached read behind the database', async () => {
    for (const url of Object.values(READS)) await app.inject({ url }); // warm the cache
    const stale: string[] = [];
    for (const [write, run] of WRITES) {
      await run();
      // What every instance sees within its refresh interval (the live hub pushes it sooner).
      await app.publicCache.refresh();
      for (const url of Object.values(READS)) {
        const cached = await app.inject({ url });
        const now = await computedNow(url);
        if (cached.statusCode !== now.statusCode || cached.body !== now.body) stale.push(`${write} → ${url}`);
      }
    }
    expect(stale).toEqual([]);
    // Every read after every write: about two thousand requests.
  }, 120_000);

  it('a start list change reaches the schedule day, which names everyone in the race', async () => {
    const listed = async () => {
      await app.publicCache.refresh();
      const day = (await app.inject({ url: READS['/api/schedule/days/:day']! })).json();
      const unit = day.units.find((u: { code: string }) => u.code === FINAL);
      return { match: unit.match, entrants: unit.entrants.map((e: { code: string }) => e.code) };
    };
    const startList = (codes: string[]) =>
      desk('PUT', `/api/admin/units/${FINAL}/start-list`, {
        entries: codes.map((c, i) => ({ competitor_code: c, competitor_type: 'A', start_order: i + 1 })),
      });
    // Three swimmers, then two: a race of two is still a race, not a match.
    await startList(['1000003', '1000001', '1000002']);
    expect(await listed()).toEqual({ match: null, entrants: ['1000003', '1000001', '1000002'] });
    await startList(['1000002', '1000001']);
    expect(await listed()).toEqual({ match: null, entrants: ['1000002', '1000001'] });
  });
});
