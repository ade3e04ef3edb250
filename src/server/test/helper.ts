import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type Database } from '../db/client';

/**
 * Server tests run on both databases: the `server-pglite` project uses an
 * in-memory PGlite; the `server-postgres` project (enabled when DATABASE_URL is set)
 * gives each test file its own throw-away database on that server.
 */
const adminUrl = process.env.TEST_POSTGRES_URL;
const created: string[] = [];

async function freshDatabase(): Promise<Database> {
  if (!adminUrl) return openDatabase({});
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  created.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return openDatabase({ url: url.toString() });
}

afterAll(async () => {
  if (!adminUrl || created.length === 0) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const name of created.splice(0)) {
    await admin.query(`drop database if exists ${name} with (force)`);
  }
  await admin.end();
});

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STATIC_DIR: 'dist/client', ...env });
}

/** A fresh app on a fresh database; closed after the test file. */
export async function build(env: Record<string, string> = {}): Promise<App> {
  const database = await freshDatabase();
  const app = await buildApp(testConfig(env), { database, logger: false });
  afterAll(() => app.close());
  return app;
}
