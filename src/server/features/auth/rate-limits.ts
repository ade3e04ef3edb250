import { createHash } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitHits } from '../../db/schema';
import { HttpError } from '../../http-error';

/** The first key of every advisory lock taken here (the second is the bucket's hash). */
const LOCK_SPACE = 6006;

type Tx = Pick<Db, 'execute'>;

const lockKey = (name: string) => createHash('sha256').update(name).digest().readInt32BE(0);

/**
 * Serialises, across connections and instances, the requests that count and then record
 * against the same buckets, until the caller's transaction ends. Keys are taken in one
 * global order, so two requests sharing several buckets never wait on each other in a cycle.
 */
export async function lockBuckets(tx: Tx, names: string[]): Promise<void> {
  const keys = [...new Set(names.map(lockKey))].sort((a, b) => a - b);
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, ${key})`);
}

/** Whole seconds until the oldest counted row leaves the window (at least 1). */
export function secondsUntilFree(oldest: string | Date | null, windowMs: number): number {
  if (!oldest) return 1;
  return Math.max(1, Math.ceil((new Date(oldest).getTime() + windowMs - Date.now()) / 1000));
}

export interface Limit {
  bucket: string;
  max: number;
  windowMs: number;
}

/**
 * Counts the request against every limit and records it when all have room, in one locked
 * transaction: N parallel requests can never all see room. Returns 0 when recorded, else
 * the seconds to wait (nothing is recorded then).
 */
export async function takeSlot(db: Db, limits: Limit[]): Promise<number> {
  return db.transaction(async (tx) => {
    await lockBuckets(
      tx,
      limits.map((l) => l.bucket),
    );
    let wait = 0;
    for (const limit of limits) {
      const [row] = await tx
        .select({ n: count(), oldest: sql<string | null>`min(${rateLimitHits.at})` })
        .from(rateLimitHits)
        .where(
          and(
            eq(rateLimitHits.bucket, limit.bucket),
            gt(rateLimitHits.at, new Date(Date.now() - limit.windowMs)),
          ),
        );
      if ((row?.n ?? 0) >= limit.max) wait = Math.max(wait, secondsUntilFree(row!.oldest, limit.windowMs));
    }
    if (wait > 0) return wait;
    await tx.insert(rateLimitHits).values(limits.map((l) => ({ bucket: l.bucket })));
    return 0;
  });
}

/** 429 with Retry-After, in the request's language. */
export function tooManyRequests(seconds: number): HttpError {
  return new HttpError(
    429,
    'TOO_MANY_REQUESTS',
    'tooManyRequests',
    { seconds },
    { 'retry-after': String(seconds) },
  );
}

/** Takes a slot or throws the 429. */
export async function enforce(db: Db, limits: Limit[]): Promise<void> {
  const wait = await takeSlot(db, limits);
  if (wait > 0) throw tooManyRequests(wait);
}
