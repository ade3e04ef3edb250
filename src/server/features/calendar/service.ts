import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarTokens } from '../../db/schema';
import { hashToken } from './queries';

/** A new personal feed secret for the account; the one before it stops working at once. */
export async function renewToken(db: Db, userId: number): Promise<{ token: string; createdAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const createdAt = new Date();
  await db
    .insert(calendarTokens)
    .values({ userId, tokenHash: hashToken(token), createdAt })
    .onConflictDoUpdate({ target: calendarTokens.userId, set: { tokenHash: hashToken(token), createdAt } });
  return { token, createdAt };
}

/** Revokes the account's personal feed: its address answers 404 from now on. */
export async function revokeToken(db: Db, userId: number): Promise<void> {
  await db.delete(calendarTokens).where(eq(calendarTokens.userId, userId));
}
