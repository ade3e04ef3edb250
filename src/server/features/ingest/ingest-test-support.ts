import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, expect } from 'vitest';
import { asc } from 'drizzle-orm';
import { build, resetTinyGames } from '../../test/helper';
import { athletes, dataVersions, medals, results, startList, units } from '../../db/schema';

const KEY = 'test-ingest-key-0123456789';

/** The fixtures in the order a results system sends them over the games. */
export const SEQUENCE = [
  'dt-partic.xml',
  'dt-partic-update.xml',
  'dt-schedule.xml',
  'dt-schedule-update.xml',
  'dt-result-live.xml',
  'dt-result-official.xml',
  'dt-medallists.xml',
  'dt-result-corrected.xml',
  'dt-medals.xml',
  'dt-communication.xml',
  'dt-pdf.xml',
] as const;

export const fixture = (name: string) =>
  fs.readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../../test/odf-fixtures', name),
    'utf8',
  );

/**
 * An app with an ingest key on the tiny games; every test starts from the games as seeded,
 * with no ODF message applied yet.
 */
export async function ingestTestApp() {
  const app = await build({ INGEST_API_KEY: KEY });
  const db = app.database.db;
  beforeEach(() => resetTinyGames(app));

  function post(body: string | Buffer, headers: Record<string, string> = {}) {
    return app.inject({
      method: 'POST',
      url: '/api/ingest/odf',
      payload: body,
      headers: { 'content-type': 'application/xml', 'x-api-key': KEY, ...headers },
    });
  }

  async function versions() {
    const rows = await db.select().from(dataVersions);
    return Object.fromEntries(rows.map((r) => [r.topic, r.version]));
  }

  /** Everything a message could write, to prove a refused one wrote nothing. */
  async function snapshot() {
    return JSON.stringify([
      await versions(),
      await db.select().from(units).orderBy(asc(units.code)),
      await db.select().from(results).orderBy(asc(results.competitorCode)),
      await db.select().from(startList).orderBy(asc(startList.competitorCode)),
      await db.select().from(medals).orderBy(asc(medals.competitorCode)),
      await db.select().from(athletes).orderBy(asc(athletes.code)),
    ]);
  }

  /** Applies the sequence up to and including `last`: the state a test of the next message needs. */
  async function ingestUpTo(last: (typeof SEQUENCE)[number]) {
    for (const name of SEQUENCE) {
      const res = await post(fixture(name));
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      expect(res.json().outcome, name).toBe('applied');
      if (name === last) return;
    }
  }

  return { app, db, KEY, post, versions, snapshot, ingestUpTo };
}
