import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { follows } from '../../db/schema';
import { followKey, MAX_FOLLOWS, type Follow } from '../../../shared/domain/follow-values';
import { HttpError, notFound } from '../../http-error';
import { followTargetExists, listFollows } from './queries';

const NOT_FOUND = {
  athlete: (code: string) => notFound('athleteNotFound', { id: code }),
  delegation: (code: string) => notFound('delegationNotFound', { code }),
  event: (code: string) => notFound('eventNotFound', { code }),
  discipline: (code: string) => notFound('disciplineNotFound', { code }),
} as const;

const tooMany = () => new HttpError(422, 'TOO_MANY_FOLLOWS', 'tooManyFollows');

/** Follows one thing (again is no change); an unknown code is a 404, beyond the limit a 422. */
export async function addFollow(db: Db, userId: number, f: Follow): Promise<Follow[]> {
  if (!(await followTargetExists(db, f))) throw NOT_FOUND[f.kind](f.code);
  const [{ n }] = (await db.select({ n: count() }).from(follows).where(eq(follows.userId, userId))) as [
    { n: number },
  ];
  if (n >= MAX_FOLLOWS) {
    const [same] = await db
      .select({ code: follows.code })
      .from(follows)
      .where(and(eq(follows.userId, userId), eq(follows.kind, f.kind), eq(follows.code, f.code)));
    if (!same) throw tooMany();
  }
  await db.insert(follows).values({ userId, kind: f.kind, code: f.code }).onConflictDoNothing();
  return listFollows(db, userId);
}

export async function removeFollow(db: Db, userId: number, f: Follow): Promise<Follow[]> {
  await db
    .delete(follows)
    .where(and(eq(follows.userId, userId), eq(follows.kind, f.kind), eq(follows.code, f.code)));
  return listFollows(db, userId);
}

/**
 * Adds a device's list to the account's (at login, or from a share link). Codes the games do
 * not know (a list kept from an earlier import) are dropped rather than refusing the rest, and
 * the list stops at the limit.
 */
export async function mergeFollows(db: Db, userId: number, list: Follow[]): Promise<Follow[]> {
  const current = await listFollows(db, userId);
  const have = new Set(current.map(followKey));
  const fresh = [
    ...new Map(list.filter((f) => !have.has(followKey(f))).map((f) => [followKey(f), f])).values(),
  ];
  const room = Math.max(0, MAX_FOLLOWS - current.length);
  const known: Follow[] = [];
  for (const f of fresh) {
    if (known.length >= room) break;
    if (await followTargetExists(db, f)) known.push(f);
  }
  if (known.length > 0) {
    await db
      .insert(follows)
      .values(known.map((f) => ({ userId, kind: f.kind, code: f.code })))
      .onConflictDoNothing();
  }
  return listFollows(db, userId);
}
