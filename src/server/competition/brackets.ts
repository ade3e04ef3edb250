import { and, eq } from 'drizzle-orm';
import { bracketMatches, poolStandings } from '../db/schema';
import { TOPICS } from '../db/versions';
import type { Changes, Tx } from './writes';

export type BracketMatchRow = typeof bracketMatches.$inferInsert;
export type StandingRowInput = typeof poolStandings.$inferInsert;

/** Replaces an event's whole knockout tree (every bracket, round and match). */
export async function replaceBrackets(
  tx: Tx,
  eventCode: string,
  rows: BracketMatchRow[],
  changes: Changes,
): Promise<void> {
  await tx.delete(bracketMatches).where(eq(bracketMatches.eventCode, eventCode));
  if (rows.length) await tx.insert(bracketMatches).values(rows);
  changes.add(TOPICS.event(eventCode));
}

/** Replaces one pool's table (a phase, and a pool inside it or '' for the whole phase). */
export async function replaceStandings(
  tx: Tx,
  at: { eventCode: string; phaseCode: string; pool: string },
  rows: StandingRowInput[],
  changes: Changes,
): Promise<void> {
  await tx
    .delete(poolStandings)
    .where(and(eq(poolStandings.phaseCode, at.phaseCode), eq(poolStandings.pool, at.pool)));
  if (rows.length) await tx.insert(poolStandings).values(rows);
  changes.add(TOPICS.event(at.eventCode));
}
