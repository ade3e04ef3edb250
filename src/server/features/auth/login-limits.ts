import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { lockBuckets, secondsUntilFree } from './rate-limits';

/** At most 10 failed logins per account per 3 minutes, and a configured per-address cap. */
export const WINDOW_MS = 3 * 60 * 1000;
export const MAX_PER_ACCOUNT = 10;

/**
 * Runs before any password hashing. Counts the recent failures of the account and of the
 * address and, when both have room, records this attempt as a failure in the same locked
 * transaction: parallel attempts queue on the lock, so no more than the limit ever reach
 * the hash. A successful login deletes the row again (clearFailures). Returns 0 when the
 * attempt may go on, else the seconds to wait.
 */
export function reserveAttempt(db: Db, username: string, ip: string, maxPerAddress: number): Promise<number> {
  const name = username.toLowerCase();
  // Attempts on one account from this process wait their turn here rather than each holding
  // a pooled connection while it waits for the database lock.
  return queued(name, () => reserveInDb(db, name, ip, maxPerAddress));
}

async function reserveInDb(db: Db, name: string, ip: string, maxPerAddress: number): Promise<number> {
  const since = new Date(Date.now() - WINDOW_MS);
  return db.transaction(async (tx) => {
    await lockBuckets(tx, [`login:user:${name}`, `login:ip:${ip}`]);
    const [account] = await tx
      .select({ n: count(), oldest: sql<string | null>`min(${loginFailures.at})` })
      .from(loginFailures)
      .where(and(eq(loginFailures.username, name), gt(loginFailures.at, since)));
    if ((account?.n ?? 0) >= MAX_PER_ACCOUNT) return secondsUntilFree(account!.oldest, WINDOW_MS);
    const [address] = await tx
      .select({ n: count(), oldest: sql<string | null>`min(${loginFailures.at})` })
      .from(loginFailures)
      .where(and(eq(loginFailures.ip, ip), gt(loginFailures.at, since)));
    if ((address?.n ?? 0) >= maxPerAddress) return secondsUntilFree(address!.oldest, WINDOW_MS);
    await tx.insert(loginFailures).values({ username: name, ip });
    return 0;
  });
}

const queues = new Map<string, Promise<unknown>>();

/** Runs `work` after the previous work queued under the same key has settled. */
function queued<T>(key: string, work: () => Promise<T>): Promise<T> {
  const run = (queues.get(key) ?? Promise.resolve()).then(work, work);
  const tail = run.catch(() => {});
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return run;
}

export async function clearFailures(db: Db, username: string) {
  await db.delete(loginFailures).where(eq(loginFailures.username, username.toLowerCase()));
}
