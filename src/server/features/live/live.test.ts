import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EventSource } from 'eventsource';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { build, resetTinyGames, testConfig } from '../../test/helper';
import { buildApp, type App } from '../../app';
import { openDatabase } from '../../db/client';
import { writeGames } from '../../demo-data';
import { EVENT, FINAL, tinyGames } from '../../test/test-games';
import type { LiveMessage } from '../../../shared/contracts/live';

const KEY = 'test-ingest-key-0123456789';
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../test/odf-fixtures');
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name), 'utf8');

interface Stream {
  messages: (LiveMessage & { lastEventId: string })[];
  resets: number;
  /**
   * Resolves when the stream is open. The hub registers a stream before it writes the first
   * bytes (the headers with the retry and id frame), so from then on every change reaches it.
   */
  opened: Promise<void>;
  /** Resolves with the first message (already received or coming) that matches. */
  waitFor(match: (m: LiveMessage) => boolean, ms?: number): Promise<LiveMessage & { lastEventId: string }>;
  close(): void;
}

function openStream(base: string, lastEventId?: string): Stream {
  const messages: Stream['messages'] = [];
  const waiters: (() => boolean)[] = [];
  const es = new EventSource(`${base}/api/live`, {
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: { ...init?.headers, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
      }),
  });
  const stream: Stream = {
    messages,
    resets: 0,
    opened: new Promise((resolve) => es.addEventListener('open', () => resolve(), { once: true })),
    close: () => es.close(),
    waitFor: (match, ms = 5000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching live message in ${ms} ms: ${JSON.stringify(messages)}`)),
          ms,
        );
        const check = () => {
          const hit = messages.find(match);
          if (!hit) return false;
          clearTimeout(timer);
          resolve(hit);
          return true;
        };
        if (!check()) waiters.push(check);
      }),
  };
  es.onmessage = (e) => {
    messages.push({ ...(JSON.parse(e.data) as LiveMessage), lastEventId: e.lastEventId });
    for (const w of waiters.splice(0)) if (!w()) waiters.push(w);
  };
  es.addEventListener('reset', () => (stream.resets += 1));
  return stream;
}

function ingest(app: App, name: string, xml = fixture(name)) {
  return app.inject({
    method: 'POST',
    url: '/api/ingest/odf',
    payload: xml,
    headers: { 'content-type': 'application/xml', 'x-api-key': KEY },
  });
}

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

describe('GET /api/live', () => {
  let app: App;
  let base: string;
  beforeAll(async () => {
    app = await build({ INGEST_API_KEY: KEY });
    base = await listen(app);
  });
  /** Every test starts from the tiny games as seeded, with no ODF message applied yet. */
  beforeEach(() => resetTinyGames(app));

  it('is an event stream that starts with a retry time and the current position', async () => {
    const body = await new Promise<string>((resolve, reject) => {
      http
        .get(`${base}/api/live`, (res) => {
          expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
          expect(res.headers['cache-control']).toBe('no-store');
          let text = '';
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString();
            if (text.includes('\n\n')) {
              app.liveHub.beat(); // the 15-second heartbeat, now
            }
            if (text.includes(':\n\n')) {
              res.destroy();
              resolve(text);
            }
          });
        })
        .on('error', reject);
    });
    expect(body).toMatch(new RegExp(`^retry: 2000\\nid: ${app.liveHub.currentId}\\n\\n`));
    expect(body).toContain(':\n\n');
  });

  it('carries one {topic, id, version} message per changed topic of a write', async () => {
    const stream = openStream(base);
    try {
      await stream.opened;
      expect((await ingest(app, 'dt-result-live.xml')).json().outcome).toBe('applied');
      const unit = await stream.waitFor((m) => m.topic === 'unit' && m.id === FINAL);
      expect(unit.version).toBeGreaterThan(0);
      await stream.waitFor((m) => m.topic === 'event' && m.id === EVENT);
      await stream.waitFor((m) => m.topic === 'schedule' && m.id === '2026-07-14');
      await stream.waitFor((m) => m.topic === 'results' && m.id === null);
      // The public answer already has the new version when the message arrives.
      const detail = await app.inject({ url: `/api/units/${FINAL}` });
      expect(detail.json().unit.result_status).toBe('LIVE');
      const ids = stream.messages.map((m) => Number(m.lastEventId));
      expect(ids).toEqual([...ids].sort((a, b) => a - b)); // in order
      expect(new Set(ids).size).toBe(ids.length); // each once
    } finally {
      stream.close();
    }
  });

  it('resumes after Last-Event-ID with what the client missed, from memory or from the log', async () => {
    const first = app.liveHub.currentId;
    expect((await ingest(app, 'dt-result-official.xml')).json().outcome).toBe('applied');
    const resumed = openStream(base, String(first));
    try {
      const m = await resumed.waitFor((x) => x.topic === 'medals');
      expect(Number(m.lastEventId)).toBeGreaterThan(first);
      expect(resumed.messages.every((x) => Number(x.lastEventId) > first)).toBe(true);
    } finally {
      resumed.close();
    }
  });

  it('replays from the database log when the memory ring no longer covers the gap', async () => {
    const from = app.liveHub.currentId;
    expect((await ingest(app, 'dt-schedule-update.xml')).json().outcome).toBe('applied');
    (app.liveHub as unknown as { ring: unknown[] }).ring.length = 0;
    const stream = openStream(base, String(from));
    try {
      const m = await stream.waitFor((x) => x.topic === 'unit' && x.id === FINAL);
      expect(Number(m.lastEventId)).toBeGreaterThan(from);
      expect(stream.resets).toBe(0);
    } finally {
      stream.close();
    }
  });

  it('tells a client whose position was pruned from the log to refetch everything', async () => {
    (app.liveHub as unknown as { ring: unknown[] }).ring.length = 0;
    await app.database.db.execute(sql`delete from live_events`);
    const stream = openStream(base, '1');
    try {
      await expect.poll(() => stream.resets, { timeout: 3000 }).toBe(1);
      expect(stream.messages).toHaveLength(0);
    } finally {
      stream.close();
    }
  });
});

const adminUrl = process.env.TEST_POSTGRES_URL;

describe.skipIf(!adminUrl)(
  'two server instances on one PostgreSQL database (skipped without DATABASE_URL: needs PostgreSQL LISTEN/NOTIFY)',
  () => {
    const name = `test_live_${Date.now()}_${randomBytes(4).toString('hex')}`;
    let a: App;
    let b: App;
    let baseB: string;
    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      const env = { INGEST_API_KEY: KEY };
      a = await buildApp(testConfig(env), {
        database: await openDatabase({ url: url.toString() }),
        logger: false,
      });
      b = await buildApp(testConfig(env), {
        database: await openDatabase({ url: url.toString() }),
        logger: false,
      });
      await writeGames(a.database.db, tinyGames());
      baseB = await listen(b);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });

    it('a result written through A reaches an SSE client of B, and B answers with it', async () => {
      const stream = openStream(baseB);
      try {
        const before = await b.inject({ url: `/api/units/${FINAL}` });
        expect(before.json().unit.result_status).toBe('START_LIST');
        await stream.opened;
        const res = await ingest(a, 'dt-result-official.xml');
        expect(res.json().outcome).toBe('applied');
        await stream.waitFor((m) => m.topic === 'unit' && m.id === FINAL);
        await stream.waitFor((m) => m.topic === 'medals');
        const after = await b.inject({
          url: `/api/units/${FINAL}`,
          headers: { 'if-none-match': before.headers.etag! },
        });
        expect(after.statusCode).toBe(200);
        expect(after.json().unit.result_status).toBe('OFFICIAL');
        expect(after.json().results[0].medal).toBe('gold');
      } finally {
        stream.close();
      }
    });
  },
);
