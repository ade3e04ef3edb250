import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app';
import {
  backupKind,
  backupPglite,
  backupPostgres,
  restorePglite,
  restorePostgres,
  tableCounts,
} from '../src/server/db/backup';
import { openDatabase, type Database } from '../src/server/db/client';
import { seedGames } from '../src/server/demo-data';
import { testConfig } from '../src/server/test/helper';

/**
 * `npm run backup` and `npm run restore` (src/server/db/backup.ts): the youth demo games are
 * backed up and restored into a fresh folder or database; every table has the same rows and
 * the medal table answers with the same bytes. PGlite in the server-pglite project,
 * PostgreSQL (pg_dump / pg_restore) in the server-postgres one.
 */
const adminUrl = process.env.TEST_POSTGRES_URL;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
const databases: string[] = [];

async function adminQuery(query: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

/** A throw-away database on the test server (dropped after the file), as the helper does. */
async function freshPostgresUrl(): Promise<string> {
  const name = `test_backup_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  databases.push(name);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

afterAll(async () => {
  fs.rmSync(tmp, { recursive: true, force: true });
  for (const name of databases.splice(0)) await adminQuery(`drop database if exists ${name} with (force)`);
});

/** Row counts, the medal table's bytes and ETag; closes the database. */
async function snapshot(database: Database) {
  // Request counting off: the medal read below would be counted as the app closes, after
  // the rows were counted, and the copy would hold one bucket more than "before".
  const app = await buildApp(testConfig({ ACCESS_LOG: 'false' }), { database, logger: false });
  try {
    const medals = await app.inject({ url: '/api/medals', headers: { 'accept-encoding': 'identity' } });
    expect(medals.statusCode).toBe(200);
    return { counts: await tableCounts(database.db), medals: medals.body, etag: medals.headers.etag };
  } finally {
    await app.close();
  }
}

describe(`backup and restore (${adminUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('restores every row and the same medal table into a fresh database', async () => {
    let before: Awaited<ReturnType<typeof snapshot>>;
    let after: Awaited<ReturnType<typeof snapshot>>;
    if (adminUrl) {
      const source = await freshPostgresUrl();
      const target = await freshPostgresUrl();
      const db = await openDatabase({ url: source });
      await seedGames(db.db, 'youth', 7);
      before = await snapshot(db);
      const file = path.join(tmp, 'games.dump');
      await backupPostgres(source, file);
      expect(backupKind(file)).toBe('postgres');
      await expect(restorePostgres(file, source)).rejects.toThrow(/--force/); // has tables
      await restorePostgres(file, target);
      after = await snapshot(await openDatabase({ url: target }));
    } else {
      const source = path.join(tmp, 'source');
      const target = path.join(tmp, 'target');
      const db = await openDatabase({ dataDir: source });
      await seedGames(db.db, 'youth', 7);
      before = await snapshot(db);
      const file = path.join(tmp, 'games.tar.gz');
      await backupPglite(source, file);
      expect(backupKind(file)).toBe('pglite');
      await restorePglite(file, target);
      await expect(restorePglite(file, target)).rejects.toThrow(/--force/); // holds a database
      after = await snapshot(await openDatabase({ dataDir: target }));
    }
    expect(before.counts.athletes).toBeGreaterThan(1000);
    expect(before.counts.medals).toBeGreaterThan(100);
    expect(after.counts).toEqual(before.counts);
    expect(after.medals).toBe(before.medals);
    expect(after.etag).toBe(before.etag);
  }, 120_000);

  it.skipIf(Boolean(adminUrl))('refuses to back up a PGlite folder a server holds', async () => {
    const dir = path.join(tmp, 'source');
    // The lock as a server in another process leaves it (this process's own pid counts as stale).
    fs.writeFileSync(path.join(dir, 'pglite.lock'), String(process.ppid));
    try {
      await expect(backupPglite(dir, path.join(tmp, 'locked.tar.gz'))).rejects.toThrow(/in use/);
    } finally {
      fs.rmSync(path.join(dir, 'pglite.lock'));
    }
  });
});
