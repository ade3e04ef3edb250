import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Audit entries newest first, optionally for one unit or event code. */
export async function auditEntries(db: Db, query: { target?: string; limit: number }) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(query.target ? eq(auditLog.target, query.target.toUpperCase()) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(query.limit);
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    username: r.username,
    action: r.action,
    target: r.target,
    before: r.before,
    after: r.after,
  }));
}
