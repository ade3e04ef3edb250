import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { SessionUser } from '../../../shared/contracts/auth';

const DAY_MS = 24 * 60 * 60 * 1000;
/** last_seen is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60 * 1000;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

export const sessionUserColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  type: users.type,
  organisation: users.organisation,
  points: users.points,
};

/** A new session (a new id at every login); the token goes to the client, its hash to the table. */
export async function createSession(db: Db, userId: number, idleDays: number, userAgent?: string) {
  const token = newToken();
  await db.insert(sessions).values({
    id: sha256(token),
    userId,
    expiresAt: new Date(Date.now() + idleDays * DAY_MS),
    userAgent: userAgent?.slice(0, 300),
  });
  return token;
}

/** The user of a live session, sliding its idle expiry; null when unknown or expired. */
export async function readSession(
  db: Db,
  token: string,
  idleDays: number,
): Promise<{ id: string; user: SessionUser } | null> {
  const id = sha256(token);
  const now = new Date();
  const [row] = await db
    .select({ ...sessionUserColumns, lastSeenAt: sessions.lastSeenAt, active: users.active })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row || !row.active) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + idleDays * DAY_MS) })
      .where(eq(sessions.id, id));
  }
  const { lastSeenAt: _seen, active: _active, ...user } = row;
  return { id, user };
}

export async function deleteSession(db: Db, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
