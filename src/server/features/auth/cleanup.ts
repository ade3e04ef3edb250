import { isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures, passwordResetTokens, rateLimitHits, sessions } from '../../db/schema';
import { ACCOUNT_WINDOW_MS } from './login-limits';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rate-limit rows are kept this long; no limit's window is longer. */
const HITS_KEPT_MS = DAY_MS;

/**
 * Deletes what can never be used again: sessions past their idle or absolute end, restore
 * tokens expired or used, login failures and rate-limit rows older than any window.
 * Returns how many rows of each went.
 */
export async function deleteExpiredAuthRows(db: Db, opts: { maxSessionDays: number }) {
  const now = Date.now();
  const gone = await Promise.all([
    db
      .delete(sessions)
      .where(
        or(
          lt(sessions.expiresAt, new Date(now)),
          lt(sessions.createdAt, new Date(now - opts.maxSessionDays * DAY_MS)),
        ),
      )
      .returning({ id: sessions.id }),
    db
      .delete(passwordResetTokens)
      .where(or(lt(passwordResetTokens.expiresAt, new Date(now)), isNotNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.tokenHash }),
    db
      .delete(loginFailures)
      .where(lt(loginFailures.at, new Date(now - ACCOUNT_WINDOW_MS)))
      .returning({ id: loginFailures.id }),
    db
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.at, new Date(now - HITS_KEPT_MS)))
      .returning({ id: rateLimitHits.id }),
  ]);
  const [s, t, f, h] = gone.map((rows) => rows.length);
  return { sessions: s!, restoreTokens: t!, loginFailures: f!, rateLimitHits: h! };
}
