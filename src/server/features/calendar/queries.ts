import { createHash } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  calendarTokens,
  competitions,
  delegations,
  disciplines,
  events,
  units,
  venues,
} from '../../db/schema';
import { unitSummaryColumns } from '../../competition/rows';
import type { Follow } from '../../../shared/domain/follow-values';
import type { LocalizedText } from '../../../shared/contracts/common';
import { listFollows, unitCodesOfFollows } from '../follow';

/** A unit with what its calendar event needs: venue details and the change counter. */
export async function feedUnits(db: Db, follows: Follow[]) {
  const codes = [...(await unitCodesOfFollows(db, follows)).keys()];
  if (codes.length === 0) return [];
  return db
    .select({
      ...unitSummaryColumns,
      version: units.version,
      venueCity: venues.city,
      venueAddress: venues.address,
      latitude: venues.latitude,
      longitude: venues.longitude,
    })
    .from(units)
    .innerJoin(events, eq(events.code, units.eventCode))
    .leftJoin(venues, eq(venues.code, units.venueCode))
    .where(inArray(units.code, codes))
    .orderBy(asc(units.startAt), asc(units.code));
}
export type FeedUnit = Awaited<ReturnType<typeof feedUnits>>[number];

/** The games' code and time zone (the feeds' UIDs and zone), null before any games are loaded. */
export async function feedCompetition(db: Db) {
  const [row] = await db
    .select({ code: competitions.code, timeZone: competitions.timeZone })
    .from(competitions)
    .limit(1);
  return row ?? null;
}

export async function delegationName(db: Db, code: string): Promise<string | null> {
  const [row] = await db
    .select({ name: delegations.name })
    .from(delegations)
    .where(eq(delegations.code, code));
  return row?.name ?? null;
}

export async function disciplineNames(db: Db, code: string): Promise<LocalizedText | null> {
  const [row] = await db
    .select({ names: disciplines.names })
    .from(disciplines)
    .where(eq(disciplines.code, code));
  return row?.names ?? null;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The follows of the account whose personal feed secret this is, or null for an unknown or revoked one. */
export async function followsOfToken(db: Db, token: string): Promise<Follow[] | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ userId: calendarTokens.userId })
    .from(calendarTokens)
    .where(eq(calendarTokens.tokenHash, hashToken(token)));
  return row ? listFollows(db, row.userId) : null;
}

export async function tokenState(db: Db, userId: number) {
  const [row] = await db
    .select({ createdAt: calendarTokens.createdAt })
    .from(calendarTokens)
    .where(eq(calendarTokens.userId, userId));
  return { active: Boolean(row), created_at: row?.createdAt.toISOString() ?? null };
}
