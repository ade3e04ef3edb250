import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';
import { migrationsFolder } from '../runtime-files';

/**
 * The database as features see it: drizzle's common PostgreSQL type, which both the
 * embedded PGlite driver and the node-postgres pool satisfy (transactions too).
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The rows of a raw SQL query. Both drivers answer `execute` with an object holding `rows`;
 * drizzle's common type leaves that result unknown, so the one cast lives here.
 */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Round-trip to the database; throws when it is unreachable. */
  ping(): Promise<void>;
  /**
   * LISTEN on a channel (for the live hub): a dedicated connection on PostgreSQL that
   * reconnects by itself (`onReconnect` runs after each reconnection, to catch up),
   * PGlite's own listen() in one process. Resolves to the unlisten function.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent, embedded PGlite is used. */
  url?: string;
  /** Folder for PGlite's files; undefined keeps PGlite in memory (tests). */
  dataDir?: string;
  /** An in-memory PGlite made beforehand: the tests' copy of a database prepared once. */
  pglite?: PGlite;
}

/** Open the database and apply the committed migrations. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle connection the server dropped (restart, failover) must not crash the process:
    // the pool discards it and the next query opens a new one.
    pool.on('error', (err) => console.warn(`PostgreSQL dropped an idle connection: ${err.message}`));
    // A connection lost in the middle of a query (the server crashed or restarted) fails that
    // query, which answers its request with an error; the client object also emits 'error',
    // and while it is checked out the pool does not listen for it: without this listener the
    // event would end the whole process.
    pool.on('connect', (client) =>
      client.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`)),
    );
    const db: Db = drizzlePg(pool, { schema });
    try {
      await migratePg(drizzlePg(pool), { migrationsFolder });
    } catch (err) {
      await pool.end();
      throw err;
    }
    return {
      db,
      driver: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      listen: (channel, onPayload, onReconnect) => listenPg(opts.url!, channel, onPayload, onReconnect),
      close: () => pool.end(),
    };
  }

  let release = () => {};
  let client: PGlite;
  if (opts.dataDir) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    release = acquireDataDirLock(opts.dataDir);
    client = new PGlite(path.join(opts.dataDir, 'pglite'));
  } else {
    client = opts.pglite ?? new PGlite();
  }
  try {
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      driver: 'pglite',
      ping: async () => void (await db.execute(sql`select 1`)),
      listen: (channel, onPayload) => client.listen(channel, onPayload),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    await client.close().catch(() => {});
    release();
    throw err;
  }
}

/** A LISTEN connection outside the pool, re-opened with backoff when it drops. */
async function listenPg(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
    });
    c.on('error', () => {
      // Dropped (server restart, network): reconnect; the hub catches up from live_events.
      if (client !== c || stopped) return;
      client = null;
      c.end().catch(() => {});
      retry(500);
    });
    await c.connect();
    await c.query(`listen "${channel.replace(/"/g, '""')}"`);
    client = c;
  };
  const retry = (delay: number) => {
    timer = setTimeout(() => {
      connect().then(
        () => onReconnect?.(),
        () => retry(Math.min(delay * 2, 10_000)),
      );
    }, delay);
    timer.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => {});
    client = null;
  };
}
