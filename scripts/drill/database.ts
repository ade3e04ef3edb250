// The drills' databases: the youth games seeded into PGlite or PostgreSQL with users and
// sessions, throw-away PostgreSQL databases, and temp folders removed when the drill ends.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { seedGames } from '../../src/server/demo-data';
import { hashPassword } from '../../src/server/features/auth/passwords';
import { createSession } from '../../src/server/features/auth/sessions';
import { onExit, PASSWORD, PG_ADMIN_URL } from './common';

export interface Prepared {
  adminId: number;
  userId: number;
  /** Bearer tokens created directly in the sessions table. */
  adminTokens: string[];
  userTokens: string[];
}

/**
 * Seeds the youth demo games into a PGlite folder or a PostgreSQL database and, when asked,
 * creates an admin and a user (as scripts/user-create.ts does) with ready session tokens.
 */
export async function prepareDatabase(
  target: { dataDir?: string; url?: string },
  opts: { sessions?: number } = {},
): Promise<Prepared> {
  const database = await openDatabase(target);
  try {
    await seedGames(database.db, 'youth', 1);
    const passwordHash = await hashPassword(PASSWORD);
    const make = async (username: string, type: 'admin' | 'user') => {
      const [row] = await database.db
        .insert(users)
        .values({
          username,
          email: `${username}@localhost.localdomain`,
          cpf: '00000000',
          type,
          name: username,
          passwordHash,
        })
        .returning({ id: users.id });
      return row!.id;
    };
    const adminId = await make('drill-admin', 'admin');
    const userId = await make('drill-user', 'user');
    const adminTokens: string[] = [];
    const userTokens: string[] = [];
    for (let i = 0; i < (opts.sessions ?? 0); i++) {
      adminTokens.push(await createSession(database.db, adminId, { idleDays: 14, maxDays: 90 }, 'drill'));
      userTokens.push(await createSession(database.db, userId, { idleDays: 14, maxDays: 90 }, 'drill'));
    }
    return { adminId, userId, adminTokens, userTokens };
  } finally {
    await database.close();
  }
}

/** A throw-away database on the system PostgreSQL; `drop()` removes it (forcing out sessions). */
export async function createPgDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `drill_${label}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A temp folder removed when the drill ends, unless DRILL_KEEP=1 (then its path is printed). */
export function tempDir(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `drill-${label}-`));
  onExit(() => {
    if (process.env.DRILL_KEEP === '1') console.log(`kept ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}
