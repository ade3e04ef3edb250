import { describe, expect, it } from 'vitest';
import { build } from './test/helper';
import { accountToken } from './test-accounts';
import { writeGames } from './demo-data';
import { EVENT, FINAL, tinyGames } from './test/test-games';

/**
 * Every route of the app, table-driven from its OpenAPI description: a NUL character
 * (which PostgreSQL text cannot hold) or an oversized value in any path parameter, query
 * parameter or body field is a 4xx with a message, never a 500, and reaches no hashing.
 */
const KEY = 'input-test-ingest-key-0123';
const app = await build({ INGEST_API_KEY: KEY });
await writeGames(app.database.db, tinyGames());
const adminToken = await accountToken(app, 'input.admin', 'admin');

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: JsonSchema;
}
interface JsonSchema {
  type?: string;
  maxLength?: number;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

const doc = (await app.inject({ url: '/api/docs/json' })).json() as {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }
    >
  >;
};
const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    method: method.toUpperCase(),
    path,
    parameters: op.parameters ?? [],
    body: op.requestBody?.content['application/json']?.schema,
  })),
);

/** A content item as the admin form sends it. */
const place = {
  kind: 'place',
  published: true,
  translations: {
    en: { title: 'Hotel', text: 'Near the pool' },
    es: { title: 'Hotel', text: 'Junto a la piscina' },
  },
  fields: {
    type: 'hotel',
    address: 'Baku',
    phone: '+994 12 000',
    hours: '24 h',
    latitude: 40.4,
    longitude: 49.8,
  },
};

/** A valid body for each route that takes JSON: the table fails when a new one is missing. */
const validBodies: Record<string, unknown> = {
  'POST /api/auth/signup': {
    username: 'new.fan',
    email: 'new.fan@example.org',
    cpf: '12345678901',
    password: 'correct horse',
    repeatPassword: 'correct horse',
  },
  'POST /api/auth/login': { username: 'input.admin', password: 'admin password', session: 'token' },
  'POST /api/auth/restore': { email: 'input.admin@example.org' },
  'POST /api/auth/restore/confirm': {
    token: 'x'.repeat(43),
    password: 'brand new secret',
    repeatPassword: 'brand new secret',
  },
  'PATCH /api/admin/units/{code}/status': { result_status: 'LIVE', note: 'a note' },
  'PUT /api/admin/records/{id}': {
    mark: '54.20',
    holder_name: 'Ana Souza',
    delegation_code: 'BRA',
    set_on: '2026-07-14',
    place: 'Baku',
    note: 'Timing re-read',
  },
  'PUT /api/admin/events/{code}/bracket/winner': {
    bracket: 'MAIN',
    round: 'SFNL',
    position: 1,
    winner: 'BKBMTEAM5-BRA',
  },
  'PUT /api/admin/events/{code}/standings': {
    phase: 'BKBMTEAM5-----------GPA-',
    pool: 'A',
    competitor_code: 'BKBMTEAM5-BRA',
    rank: 1,
    played: 3,
    won: 3,
    drawn: 0,
    lost: 0,
    points: 6,
    figures: {},
    qualification_mark: 'Q',
  },
  'PUT /api/admin/units/{code}/rosters/{team}': {
    players: [{ athlete_code: '1000001', shirt_number: 7, position: 'G', starter: true }],
  },
  'POST /api/admin/schedule/units': {
    event: 'SWMW100MFR',
    phase: 'HEAT',
    phase_name: 'Heats',
    unit: '0001',
    name: 'Heat 1',
    date: '2026-07-14',
    start: '10:00',
    end: '10:10',
    venue: 'AQC',
    location: 'AQC-POOL',
    medal: false,
  },
  'PATCH /api/admin/schedule/units/{code}': { date: '2026-07-14', start: '18:00', end: '18:10' },
  'PUT /api/admin/units/{code}/start-list': {
    entries: [{ competitor_code: '1000001', competitor_type: 'A', start_order: 1 }],
  },
  'PUT /api/admin/units/{code}/results': {
    note: 'a note',
    rows: [
      {
        competitor_code: '1000001',
        competitor_type: 'A',
        rank: 1,
        sort_order: 1,
        result: '58.10',
        irm: null,
        qualification_mark: 'Q',
        difference: '+0.10',
        points: 1,
        score: '1-0',
        extras: {
          splits: [{ distance: '50m', timeMs: 28_000 }],
          bouts: [{ round: 'R1', opponent: 'B', score: '5-3', won: true }],
          opponent: 'B',
        },
      },
    ],
  },
  'POST /api/feedback': { sentiment: 'happy', suggestion: 'A suggestion long enough' },
  'POST /api/admin/content': place,
  'PUT /api/admin/content/{id}': place,
  'POST /api/admin/content/{id}/publish': { published: true },
  'POST /api/admin/content/reorder': { kind: 'place', ids: [1] },
  'POST /api/admin/redirects': { path: '/hardening-moved', target: '/venues', status: 301 },
  'PUT /api/admin/redirects': { path: '/hardening-moved', target: '/venues', status: 301 },
  'POST /api/admin/venues': {
    code: 'HARD',
    names: { en: 'Hardening Hall', es: 'Pabellón' },
    city: 'Baku',
    latitude: 40.4,
    longitude: 49.8,
    address: 'Street 1',
  },
  'PUT /api/admin/venues/{code}': {
    code: 'HARD',
    names: { en: 'Hardening Hall', es: 'Pabellón' },
    city: 'Baku',
    latitude: 40.4,
    longitude: 49.8,
    address: 'Street 1',
  },
  'POST /api/trivia/unlock': { code: 'v1.1.1.not-a-signature' },
  'POST /api/trivia/{id}/answers': { answers: { q1: 'a1' } },
  'POST /api/page-views': { route: '/venues' },
  'POST /api/me/follows/merge': { follows: [{ kind: 'delegation', code: 'AZE' }] },
  'POST /api/push/subscriptions': {
    endpoint: 'https://fcm.googleapis.com/fcm/send/test-subscription',
    keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
    kinds: ['official'],
    quiet: { from: 1320, to: 420 },
    time_zone: 'Asia/Baku',
    follows: [{ kind: 'delegation', code: 'AZE' }],
    locale: 'en-US',
    spoiler_free: false,
  },
  'POST /api/push/devices': {
    token: 'device-token:APA91b',
    platform: 'android',
    kinds: ['official'],
    quiet: null,
    time_zone: 'Asia/Baku',
    locale: 'en-US',
  },
  'POST /api/push/subscriptions/remove': {
    endpoint: 'https://fcm.googleapis.com/fcm/send/test-subscription',
  },
};

/** A value for a path parameter that names something real where the route needs it. */
const goodParam = (path: string, name: string) =>
  name === 'id'
    ? '1'
    : path.includes('/events/')
      ? EVENT
      : name === 'day'
        ? '2026-07-14'
        : path.includes('/disciplines/')
          ? 'SWM'
          : FINAL;

const key = (op: Operation) => `${op.method} ${op.path}`;
const NUL = '\u0000';
const HUGE = 'a'.repeat(300_000);
/** The admin session for admin routes, the key for the ingest; nothing for the rest (a
 * login or logout would end the admin session). */
const headersFor = (op: Operation): Record<string, string> =>
  op.path.startsWith('/api/admin/') ||
  op.path === '/api/feedback' ||
  op.path.startsWith('/api/trivia') ||
  op.path.startsWith('/api/me/') ||
  op.path.startsWith('/api/communication-reads')
    ? { authorization: `Bearer ${adminToken}` }
    : op.path.startsWith('/api/ingest/')
      ? { 'x-api-key': KEY }
      : {};

function url(op: Operation, params: Record<string, string> = {}, query: Record<string, string> = {}) {
  const path = op.path.replace(
    /\{(\w+)\}/g,
    (_, name: string) => params[name] ?? encodeURIComponent(goodParam(op.path, name)),
  );
  const qs = Object.entries(query)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return qs ? `${path}?${qs}` : path;
}

/** Every string leaf of a value, as a path of keys and indexes. */
function stringLeaves(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...at, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...at, k]));
  return [];
}
function replaced(value: unknown, at: (string | number)[], leaf: string): unknown {
  if (at.length === 0) return leaf;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  copy[at[0]!] = replaced(copy[at[0]!], at.slice(1), leaf);
  return copy;
}

/** Request schemas whose strings have no upper bound (path of the schema). */
function unbounded(schema: JsonSchema | undefined, at: string): string[] {
  if (!schema) return [];
  if (schema.type === 'string' && schema.maxLength === undefined && !schema.enum) return [at];
  return [
    ...Object.entries(schema.properties ?? {}).flatMap(([k, s]) => unbounded(s, `${at}.${k}`)),
    ...unbounded(schema.items, `${at}[]`),
  ];
}

describe('every string the API accepts is bounded', () => {
  it('has a maximum length (or is one of a list) in every path, query, header and body schema', () => {
    const loose = operations.flatMap((op) => [
      ...op.parameters.flatMap((p) => unbounded(p.schema, `${key(op)} ${p.in} ${p.name}`)),
      ...unbounded(op.body, `${key(op)} body`),
    ]);
    expect(loose).toEqual([]);
  });

  it('knows a valid body for every route that takes one', () => {
    expect(
      operations
        .filter((op) => op.body)
        .map(key)
        .sort(),
    ).toEqual(Object.keys(validBodies).sort());
  });
});

describe.each(operations.map((op) => [key(op), op] as const))('%s', (_name, op) => {
  const send = (target: string, payload?: unknown) =>
    app.inject({
      method: op.method as 'GET',
      url: target,
      headers: headersFor(op),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');

  // The stream never ends by itself; its refusals are checked below.
  it.skipIf(op.path === '/api/live')('answers a plain request below 500', async () => {
    const res = await send(url(op), validBodies[key(op)]);
    expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
  });

  it.each(pathParams.map((p) => p.name))('path parameter %s: NUL → 400, oversized → 4xx', async (name) => {
    for (const bad of ['%00', 'a%00b']) {
      const nul = await send(url(op, { [name]: bad }), validBodies[key(op)]);
      expect(nul.statusCode, nul.body.slice(0, 200)).toBe(400);
      expect(nul.json().code).toBe('NUL_IN_ADDRESS');
    }
    const huge = await send(url(op, { [name]: 'a'.repeat(5000) }), validBodies[key(op)]);
    expect([400, 404, 414], huge.body.slice(0, 200)).toContain(huge.statusCode);
    expect(huge.body.length).toBeLessThan(1000); // the address is not echoed back
    expect(huge.json().message).toBeTruthy();
  });

  it.each(queryParams.map((p) => p.name))('query parameter %s: NUL or oversized → 400', async (name) => {
    for (const bad of ['%00', `a%00b`, encodeURIComponent(HUGE.slice(0, 5000))]) {
      const res = await send(url(op, {}, { [name]: bad }), validBodies[key(op)]);
      expect(res.statusCode, `${name}=${bad.slice(0, 20)}: ${res.body.slice(0, 200)}`).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  const body = validBodies[key(op)];
  it.each(stringLeaves(body).map((at) => at.join('.')))(
    'body field %s: NUL, a lone surrogate or oversized → 400',
    async (field) => {
      const at = field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
      for (const bad of [NUL, `a${NUL}b`, 'a\ud800b', HUGE]) {
        const res = await send(url(op), replaced(body, at, bad));
        expect(res.statusCode, `${field}: ${res.body.slice(0, 200)}`).toBe(400);
        expect(res.json().message).toBeTruthy();
      }
    },
  );
});
