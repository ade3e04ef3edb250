import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { buildApp, type App, type BuildOptions } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, queryRows, type Database } from '../db/client';
import { seedIfEmpty, writeGames } from '../demo-data';
import { tinyGames } from './test-games';

/**
 * Server tests run on both databases: the `server-pglite` project uses an
 * in-memory PGlite; the `server-postgres` project (enabled when DATABASE_URL is set)
 * gives each test file its own throw-away database on that server.
 */
const adminUrl = process.env.TEST_POSTGRES_URL;

/** Runs `statement` on the PostgreSQL server's maintenance connection. */
async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}

/** What a test file's database starts with: nothing but the schema, or the youth demo games. */
export type Starting = 'empty' | 'demo-games';

/**
 * In-memory databases prepared once per worker, one per starting point, each test file getting
 * a copy: a copy costs a fraction of running every migration again, let alone seeding the demo
 * games (test files share a worker's modules, so the templates live as long as the worker).
 */
const templates = new Map<Starting, Promise<PGlite>>();

function template(starting: Starting): Promise<PGlite> {
  let made = templates.get(starting);
  if (!made) {
    made = (async () => {
      const client = new PGlite();
      const database = await openDatabase({ pglite: client });
      if (starting === 'demo-games') await seedIfEmpty(database, 'youth', 1);
      return client;
    })();
    templates.set(starting, made);
  }
  return made;
}

/**
 * A new database, dropped after the test file that asked for it (registered here rather than
 * at this module's top level: test files share a worker's modules, so a top-level hook would
 * belong to the first file only).
 */
async function freshDatabase(starting: Starting): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!adminUrl) {
    const copy = await (await template(starting)).clone();
    return { database: await openDatabase({ pglite: copy as PGlite }), drop: async () => {} };
  }
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await onServer(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  if (starting === 'demo-games') await seedIfEmpty(database, 'youth', 1);
  return { database, drop: () => onServer(`drop database if exists ${name} with (force)`) };
}

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STATIC_DIR: 'dist/client', ...env });
}

/** A fresh app on a fresh database; closed after the test file. Silent unless given a logger. */
export async function build(
  env: Record<string, string> = {},
  logger: BuildOptions['logger'] = false,
  starting: Starting = 'empty',
): Promise<App> {
  const { database, drop } = await freshDatabase(starting);
  const app = await buildApp(testConfig(env), { database, logger });
  afterAll(async () => {
    await app.close();
    await drop();
  });
  return app;
}

/**
 * Puts the tiny test games back as they were, so a test does not depend on what the tests
 * before it wrote: the competition tables are re-seeded and what ingest and the results desk
 * keep besides them (applied ODF versions, ingest log, audit, corrections, communications,
 * report documents) is emptied. Users and the live change log stay. Resolves once the live
 * hub and the public cache have seen the re-seed's version bumps.
 */
export async function resetTinyGames(app: App): Promise<void> {
  const db = app.database.db;
  await db.execute(
    sql`truncate odf_documents, ingest_log, audit_log, unit_corrections, official_communications, report_documents restart identity`,
  );
  await writeGames(db, tinyGames());
  await liveHubCaughtUp(app);
  await app.publicCache.refresh();
}

/** Resolves when the live hub has received every change logged so far (NOTIFY is asynchronous). */
export async function liveHubCaughtUp(app: App): Promise<void> {
  const [row] = await queryRows<{ max: string | null }>(
    app.database.db,
    sql`select max(id)::text as max from live_events`,
  );
  const last = Number(row?.max ?? 0);
  if (app.liveHub.currentId >= last) return;
  await new Promise<void>((resolve) => {
    const stop = app.liveHub.subscribe((change) => {
      if (change.id < last) return;
      stop();
      resolve();
    });
    // It may have arrived between the query and the subscription.
    if (app.liveHub.currentId >= last) {
      stop();
      resolve();
    }
  });
}
