import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

/** Issue 6: at most 10 failed logins per account per 3 minutes, and a per-address cap. */
export const WINDOW_MS = 3 * 60 * 1000;
export const MAX_PER_ACCOUNT = 10;
export const MAX_PER_ADDRESS = 50;

/** Seconds until another attempt is allowed, or 0. Runs before any password hashing. */
export async function lockedForSeconds(db: Db, username: string, ip: string): Promise<number> {
  const since = new Date(Date.now() - WINDOW_MS);
  const name = username.toLowerCase();
  const [account] = await db
    .select({ n: count(), oldest: sql<string>`min(${loginFailures.at})` })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, name), gt(loginFailures.at, since)));
  const [address] = await db
    .select({ n: count(), oldest: sql<string>`min(${loginFailures.at})` })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.at, since)));
  const waitFrom = (oldest: string | null) =>
    oldest ? Math.max(1, Math.ceil((new Date(oldest).getTime() + WINDOW_MS - Date.now()) / 1000)) : 0;
  if ((account?.n ?? 0) >= MAX_PER_ACCOUNT) return waitFrom(account!.oldest);
  if ((address?.n ?? 0) >= MAX_PER_ADDRESS) return waitFrom(address!.oldest);
  return 0;
}

export async function recordFailure(db: Db, username: string, ip: string) {
  await db.insert(loginFailures).values({ username: username.toLowerCase(), ip });
  // Old rows are useless once outside the window; prune opportunistically.
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - 2 * WINDOW_MS)));
}

export async function clearFailures(db: Db, username: string) {
  await db.delete(loginFailures).where(eq(loginFailures.username, username.toLowerCase()));
}
