import { eq } from 'drizzle-orm';
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
