import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { sessionUserColumns } from './sessions';

/** A user as the session answers show them. */
export async function findSessionUser(db: Db, id: number) {
  const [user] = await db.select(sessionUserColumns).from(users).where(eq(users.id, id));
  return user!;
}

/** Every account, oldest first (admins only). */
export function listUsers(db: Db, limit: number) {
  return db.select(sessionUserColumns).from(users).orderBy(asc(users.id)).limit(limit);
}
