import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client';
import { acquireDataDirLock } from './lock';

/**
 * Backups of the whole database, for `npm run backup` and `npm run restore`:
 * PGlite's data folder as a gzipped tarball (`dumpDataDir`, read back with `loadDataDir`),
 * PostgreSQL with the system's `pg_dump -Fc` and `pg_restore --clean --if-exists`.
 */
const run = promisify(execFile);

/** Folder of pg_dump and pg_restore; their version must be at least the server's. */
const pgBin = (name: string) => (process.env.PG_BIN_DIR ? path.join(process.env.PG_BIN_DIR, name) : name);

export class BackupError extends Error {}

export type BackupKind = 'pglite' | 'postgres';

/** What a backup file holds, from its first bytes. */
export function backupKind(file: string): BackupKind | null {
  if (!fs.existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const fd = fs.openSync(file, 'r');
  const head = Buffer.alloc(5);
  try {
    fs.readSync(fd, head, 0, 5, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres'; // pg_dump custom format
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite'; // gzipped tarball
  return null;
}

/** Writes `bytes` to `file` through a temporary name, so a failed backup leaves no half file. */
function writeAtomically(file: string, bytes: Uint8Array) {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const tmp = `${file}.partial`;
  fs.writeFileSync(tmp, bytes);
  fs.renameSync(tmp, file);
}

const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * Dumps a PGlite data folder. Takes the folder's lock, so it fails with DataDirLockedError
 * while a server runs on it (PGlite is one process at a time).
 */
export async function backupPglite(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (!fs.existsSync(path.join(pgliteFolder(dataDir), 'PG_VERSION'))) {
    throw new BackupError(`There is no database in ${dataDir} (DATA_DIR) to back up.`);
  }
  const release = acquireDataDirLock(dataDir);
  try {
    const client = new PGlite(pgliteFolder(dataDir));
    try {
      await client.waitReady; // dumpDataDir does not wait for the database to open
      const blob = await client.dumpDataDir('gzip');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      writeAtomically(file, bytes);
      return { bytes: bytes.length };
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * Restores a PGlite backup into `dataDir`. A database already there is kept aside as
 * `pglite.replaced-<time>` when `force` is set, and refused otherwise.
 */
export async function restorePglite(
  file: string,
  dataDir: string,
  opts: { force?: boolean } = {},
): Promise<{ replaced: string | null }> {
  if (backupKind(file) !== 'pglite') {
    throw new BackupError(`${file} is not a PGlite backup (made by npm run backup without DATABASE_URL).`);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireDataDirLock(dataDir);
  try {
    const target = pgliteFolder(dataDir);
    let replaced: string | null = null;
    if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
      if (!opts.force) {
        throw new BackupError(
          `${target} already holds a database; pass --force to keep it aside and restore over it.`,
        );
      }
      replaced = `${target}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(target, replaced);
    }
    const client = new PGlite(target, { loadDataDir: new Blob([fs.readFileSync(file)]) });
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }
    return { replaced };
  } finally {
    release();
  }
}

/** `pg_dump -Fc` of the database at `url`. */
export async function backupPostgres(url: string, file: string): Promise<{ bytes: number }> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const tmp = `${file}.partial`;
  try {
    await run(pgBin('pg_dump'), ['-Fc', '--no-owner', '--no-privileges', '-f', tmp, '-d', url]);
  } catch (err) {
    fs.rmSync(tmp, { force: true });
    throw new BackupError(`pg_dump failed: ${(err as { stderr?: string }).stderr?.trim() || String(err)}`);
  }
  fs.renameSync(tmp, file);
  return { bytes: fs.statSync(file).size };
}

/** True when the database at `url` has tables of its own in the public schema. */
async function hasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    );
    return (rows[0]?.n ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/**
 * `pg_restore --clean --if-exists` into the database at `url`, in one transaction (all or
 * nothing). A database that already has tables is refused unless `force` is set.
 */
export async function restorePostgres(file: string, url: string, opts: { force?: boolean } = {}) {
  if (backupKind(file) !== 'postgres') {
    throw new BackupError(`${file} is not a PostgreSQL backup (made by npm run backup with DATABASE_URL).`);
  }
  if (!opts.force && (await hasTables(url))) {
    throw new BackupError('The database already has tables; pass --force to replace them with the backup.');
  }
  try {
    await run(pgBin('pg_restore'), [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      '-d',
      url,
      file,
    ]);
  } catch (err) {
    throw new BackupError(`pg_restore failed: ${(err as { stderr?: string }).stderr?.trim() || String(err)}`);
  }
}

/** Rows per table of the public schema, by table name (what a restore is checked against). */
export async function tableCounts(db: Pick<Db, 'execute'>): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    counts[name] = row?.n ?? 0;
  }
  return counts;
}
