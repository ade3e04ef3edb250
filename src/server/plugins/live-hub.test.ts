import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerResponse } from 'node:http';
import type { App } from '../app';
import { writeGames } from '../demo-data';
import { tinyGames } from '../test/test-games';
import { build } from '../test/helper';
import { LiveHub } from './live-hub';
import { sseReader, type SseFrame } from '../test/sse-frames';

/**
 * Resuming clients get every change once, in order. The failover drill
 * (`npm run drill:failover`) caught a client that reconnected between a change's arrival and
 * the flush of its tick: it got the change from the ring's replay and again from the flush.
 * A client may also resume on an instance with a Last-Event-ID that instance has not heard of
 * yet (instances hear NOTIFY at slightly different moments); a position no instance will reach
 * (a restored or re-seeded database) gets a reset.
 */
const KEY = 'test-ingest-key-0123456789';
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '../test/odf-fixtures');

function openStream(base: string, lastEventId: number) {
  const frames: SseFrame[] = [];
  const read = sseReader((frame) => frames.push(frame));
  const req = http.get(`${base}/api/live`, { headers: { 'last-event-id': String(lastEventId) } }, (res) => {
    res.setEncoding('utf8');
    res.on('data', read);
  });
  req.on('error', () => {});
  return { frames, close: () => req.destroy() };
}

describe('live hub: a client ahead of this instance', () => {
  let app: App;
  let base: string;
  beforeAll(async () => {
    app = await build({ INGEST_API_KEY: KEY });
    await writeGames(app.database.db, tinyGames());
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(() => app.close());

  it('gets only the changes after its position when this instance hears of the rest late', async () => {
    const logged = async () => {
      const r = await app.database.db.execute(sql`select coalesce(max(id), 0)::int as max from live_events`);
      return (r as unknown as { rows: { max: number }[] }).rows[0]!.max;
    };
    const before = await logged();
    await expect.poll(() => app.liveHub.currentId).toBe(before); // this instance is up to date
    // Three changes committed "by another instance" whose NOTIFY has not reached this one yet.
    const rows = await app.database.db.execute(
      sql`insert into live_events (topic, version) values ('drill:a', 1), ('drill:b', 1), ('drill:c', 1)
          returning id`,
    );
    const ids = (rows as unknown as { rows: { id: string | number }[] }).rows.map((r) => Number(r.id));
    expect(ids[0]).toBeGreaterThan(before);
    const stream = openStream(base, ids[2]!); // the client saw all three on the other instance
    try {
      await expect.poll(() => stream.frames.length).toBeGreaterThan(0);
      // Now the NOTIFY arrives, then a new write.
      for (const id of ids)
        await app.database.db.execute(sql`select pg_notify('data_changes', ${`${id} 1 drill:x`})`);
      const ingest = await app.inject({
        method: 'POST',
        url: '/api/ingest/odf',
        payload: fs.readFileSync(path.join(fixtures, 'dt-result-live.xml'), 'utf8'),
        headers: { 'content-type': 'application/xml', 'x-api-key': KEY },
      });
      expect(ingest.json().outcome).toBe('applied');
      await expect.poll(() => app.liveHub.currentId).toBeGreaterThan(ids[2]!);
      await expect.poll(() => stream.frames.filter((f) => f.data).at(-1)?.id).toBe(app.liveHub.currentId);
      const seen = stream.frames.filter((f) => f.data).map((f) => f.id!);
      expect(seen.every((id) => id > ids[2]!)).toBe(true);
      expect(stream.frames.some((f) => f.event === 'reset')).toBe(false);
    } finally {
      stream.close();
    }
  });

  it('is told to refetch when its position is from another history of the database', async () => {
    const stream = openStream(base, app.liveHub.currentId + 1000);
    try {
      await expect.poll(() => stream.frames.some((f) => f.event === 'reset')).toBe(true);
      expect(stream.frames.find((f) => f.event === 'reset')?.id).toBe(app.liveHub.currentId);
    } finally {
      stream.close();
    }
  });
});

describe('live hub: a change that arrives while a client attaches', () => {
  /** A response that records what is written to it. */
  function fakeResponse() {
    const written: string[] = [];
    const res = {
      destroyed: false,
      writableLength: 0,
      writeHead: () => res,
      on: () => res,
      write: (chunk: string | Buffer) => written.push(String(chunk)) > 0,
    };
    const ids = () => [...written.join('').matchAll(/^id: (\d+)\ndata: /gm)].map((m) => Number(m[1]));
    return { res: res as unknown as ServerResponse, ids };
  }

  it('sends it once: from the replay, not again when the tick is flushed', async () => {
    const hub = new LiveHub({ db: {} as never, listen: async () => async () => {} });
    const receive = (payload: string) => (hub as unknown as { receive(p: string): void }).receive(payload);
    receive('1 100 unit:A');
    receive('2 100 unit:B');
    // Both changes are in the ring, their frames not yet flushed (that happens on setImmediate).
    const resuming = fakeResponse();
    await hub.attach(resuming.res, 1); // replays 2 from the ring
    const current = fakeResponse();
    await hub.attach(current.res, 2); // already has 2
    await new Promise((r) => setImmediate(r));
    receive('3 100 unit:C');
    await new Promise((r) => setImmediate(r));
    expect(resuming.ids()).toEqual([2, 3]);
    expect(current.ids()).toEqual([3]);
  });
});
