import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Round-trip to the database; throws when it is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent, embedded PGlite is used. */
  url?: string;
  /** Folder for PGlite's files; undefined keeps PGlite in memory (tests). */
  dataDir?: string;
}

/** Open the database and apply the committed migrations. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle connection the server dropped (restart, failover) must not crash the process:
    // the pool discards it and the next query opens a new one.
    pool.on('error', (err) => console.warn(`PostgreSQL dropped an idle connection: ${err.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
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
    client = new PGlite();
  }
  try {
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      driver: 'pglite',
      ping: async () => void (await db.execute(sql`select 1`)),
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
