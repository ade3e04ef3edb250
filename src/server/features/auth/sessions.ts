import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
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

/** How long sessions live: idle days slide with use, max days count from login and never move. */
export interface SessionLifetime {
  idleDays: number;
  maxDays: number;
}

/** The next expiry: idle days from now, but never past the session's absolute end. */
function expiryFrom(now: number, createdAt: number, life: SessionLifetime): Date {
  return new Date(Math.min(now + life.idleDays * DAY_MS, createdAt + life.maxDays * DAY_MS));
}

/** A new session (a new id at every login); the token goes to the client, its hash to the table. */
export async function createSession(db: Db, userId: number, life: SessionLifetime, userAgent?: string) {
  const token = newToken();
  const now = Date.now();
  await db.insert(sessions).values({
    id: sha256(token),
    userId,
    createdAt: new Date(now),
    expiresAt: expiryFrom(now, now, life),
    // Stored as text: without NUL (PostgreSQL refuses it) and cut to a sane length.
    userAgent: userAgent?.replaceAll('\u0000', '').slice(0, 300),
  });
  return token;
}

/**
 * The user of a live session, sliding its idle expiry up to its absolute end; null when
 * unknown or expired. An expired session presented here is deleted on the spot.
 */
export async function readSession(
  db: Db,
  token: string,
  life: SessionLifetime,
): Promise<{ id: string; user: SessionUser } | null> {
  const id = sha256(token);
  const now = new Date();
  const [row] = await db
    .select({
      ...sessionUserColumns,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      active: users.active,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return null;
  const end = row.createdAt.getTime() + life.maxDays * DAY_MS;
  if (row.expiresAt <= now || end <= now.getTime()) {
    await deleteSession(db, id);
    return null;
  }
  if (!row.active) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: expiryFrom(now.getTime(), row.createdAt.getTime(), life) })
      .where(eq(sessions.id, id));
  }
  const { createdAt: _created, lastSeenAt: _seen, expiresAt: _expires, active: _active, ...user } = row;
  return { id, user };
}

export async function deleteSession(db: Db, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}
