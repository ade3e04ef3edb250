import type { SessionUser } from '../../../shared/contracts/auth';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  /** What was done, e.g. `unit.status`. */
  action: string;
  /** The unit or event code changed. */
  target: string;
  before: unknown;
  after: unknown;
}

/**
 * Records who changed what, with the data before and after. It runs inside the caller's
 * transaction, so a change and its audit row are committed together or not at all.
 */
export async function recordAudit(
  tx: Db,
  user: Pick<SessionUser, 'id' | 'username'>,
  entry: AuditEntry,
): Promise<void> {
  await tx.insert(auditLog).values({ userId: user.id, username: user.username, ...entry });
}
