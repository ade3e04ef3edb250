import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ingestLog } from '../../db/schema';

/** The ODF messages received, newest first: applied, ignored, test or refused, and why. */
export async function ingestLogEntries(db: Db, limit: number) {
  const rows = await db.select().from(ingestLog).orderBy(desc(ingestLog.id)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    received_at: r.receivedAt.toISOString(),
    document_type: r.documentType,
    document_code: r.documentCode,
    version: r.version,
    outcome: r.outcome,
    reason: r.reason,
    via: r.via,
    report: r.report,
  }));
}
