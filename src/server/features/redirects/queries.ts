import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { redirects } from '../../db/schema';

export async function findRedirect(db: Db, path: string) {
  const [row] = await db
    .select({ target: redirects.target, status: redirects.status })
    .from(redirects)
    .where(eq(redirects.path, path))
    .limit(1);
  return row ? { target: row.target, status: row.status === 301 ? (301 as const) : (302 as const) } : null;
}

/** Every redirect, by old path, as the organisers' list shows them. */
export async function listRedirects(db: Db) {
  const rows = await db.select().from(redirects).orderBy(asc(redirects.path));
  return rows.map((r) => ({
    path: r.path,
    target: r.target,
    status: r.status === 301 ? (301 as const) : (302 as const),
    created_at: r.createdAt.toISOString(),
  }));
}

/**
 * Runs `work` with the redirects table locked against other writers, so two organisers
 * saving at once cannot each pass the loop check and together make a loop.
 */
export function withRedirectsLocked<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${redirects} in share row exclusive mode`);
    return work(tx as unknown as Db);
  });
}
