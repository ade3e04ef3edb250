import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures, rateLimitHits } from '../../db/schema';
import { lockBuckets, secondsUntilFree } from './rate-limits';

/**
 * Failed logins slow the guesser, not the owner:
 * - each account gives devices that never logged in to it a few free failures a day, then
 *   a wait that doubles with each further failure, up to a ceiling; nothing ever locks the
 *   account for good, and the right password passes once the wait is over;
 * - a device that has logged in to the account before (device cookie, devices.ts) has a
 *   budget of its own, the same back-off over its own failures, so strangers' guesses never
 *   make its owner wait;
 * - each address has a configured cap on failures of devices it does not know, whatever the
 *   account: it stops one client from spraying guesses over many names. Only failures count
 *   (a successful login is forgotten), and a known device is not held back by it.
 * Every check runs before any password hashing.
 */
export const FREE_FAILURES = 5;
export const FIRST_WAIT_S = 30;
export const MAX_WAIT_S = 15 * 60;
/**
 * Failures of an account (or of a known device) count for a day: far longer than the longest
 * wait, so a guesser who keeps waiting stays at the ceiling (about four tries an hour) instead
 * of finding free tries again as old failures drop out.
 */
export const ACCOUNT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Failures from an address count for three minutes against its configured cap. */
export const ADDRESS_WINDOW_MS = 3 * 60 * 1000;

/** Seconds to wait after the latest of `failures` counted failures: 0, then 30, 60, 120 … 900. */
export function backOffSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_WAIT_S, FIRST_WAIT_S * 2 ** (failures - FREE_FAILURES));
}

/** Whole seconds left of the back-off after the latest failure (0 when it is over). */
function backOffLeft(failures: number, latest: string | Date | null): number {
  const wait = backOffSeconds(failures);
  if (wait === 0 || !latest) return 0;
  const left = new Date(latest).getTime() + wait * 1000 - Date.now();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** Who is trying: the account's name, the address, and the device nonce when it knows the account. */
export interface Attempt {
  username: string;
  ip: string;
  knownDevice?: string;
}

/** An attempt counted as a failure in advance; forgive() takes it back after a success. */
export type Reservation = { table: 'failures' | 'hits'; id: number };
type Outcome = { wait: number } | { reservation: Reservation };

/**
 * Checks the limits and, when all have room, records this attempt as a failure in the same
 * locked transaction: parallel attempts queue on the lock, so no more than the free failures
 * ever reach the hash at once. Returns the seconds to wait, or the reservation.
 */
export function reserveAttempt(db: Db, attempt: Attempt, maxPerAddress: number): Promise<Outcome> {
  const name = attempt.username.toLowerCase();
  // Attempts on one account from this process wait their turn here rather than each holding
  // a pooled connection while it waits for the database lock.
  return queued(name, () =>
    attempt.knownDevice
      ? reserveForDevice(db, name, attempt.knownDevice)
      : reserveForStranger(db, name, attempt.ip, maxPerAddress),
  );
}

async function reserveForStranger(db: Db, name: string, ip: string, maxPerAddress: number): Promise<Outcome> {
  return db.transaction(async (tx) => {
    await lockBuckets(tx, [`login:user:${name}`, `login:ip:${ip}`]);
    const [account] = await tx
      .select({ n: count(), latest: sql<string | null>`max(${loginFailures.at})` })
      .from(loginFailures)
      .where(
        and(eq(loginFailures.username, name), gt(loginFailures.at, new Date(Date.now() - ACCOUNT_WINDOW_MS))),
      );
    const [address] = await tx
      .select({ n: count(), oldest: sql<string | null>`min(${loginFailures.at})` })
      .from(loginFailures)
      .where(and(eq(loginFailures.ip, ip), gt(loginFailures.at, new Date(Date.now() - ADDRESS_WINDOW_MS))));
    const wait = Math.max(
      backOffLeft(account?.n ?? 0, account?.latest ?? null),
      (address?.n ?? 0) >= maxPerAddress ? secondsUntilFree(address!.oldest, ADDRESS_WINDOW_MS) : 0,
    );
    if (wait > 0) return { wait };
    const [row] = await tx
      .insert(loginFailures)
      .values({ username: name, ip })
      .returning({ id: loginFailures.id });
    return { reservation: { table: 'failures', id: row!.id } };
  });
}

async function reserveForDevice(db: Db, name: string, nonce: string): Promise<Outcome> {
  const bucket = `login:device:${name}:${nonce}`;
  return db.transaction(async (tx) => {
    await lockBuckets(tx, [bucket]);
    const [device] = await tx
      .select({ n: count(), latest: sql<string | null>`max(${rateLimitHits.at})` })
      .from(rateLimitHits)
      .where(
        and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.at, new Date(Date.now() - ACCOUNT_WINDOW_MS))),
      );
    const wait = backOffLeft(device?.n ?? 0, device?.latest ?? null);
    if (wait > 0) return { wait };
    const [row] = await tx.insert(rateLimitHits).values({ bucket }).returning({ id: rateLimitHits.id });
    return { reservation: { table: 'hits', id: row!.id } };
  });
}

/**
 * A successful attempt is no failure: its own row goes. Other failures of the account stay,
 * so an owner logging in does not hand a guesser a fresh set of free tries.
 */
export async function forgive(db: Db, reservation: Reservation) {
  if (reservation.table === 'failures')
    await db.delete(loginFailures).where(eq(loginFailures.id, reservation.id));
  else await db.delete(rateLimitHits).where(eq(rateLimitHits.id, reservation.id));
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
