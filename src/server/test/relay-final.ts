import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events, startList, teamMembers, teams, units } from '../db/schema';
import { FINAL } from './test-games';

/** A women's 4x100 m freestyle relay beside the tiny games' 100 m (tests only). */
export const RELAY_EVENT = 'SWMW4X100MFR----------';
export const RELAY_FINAL = 'SWMW4X100MFR----------FNL-000100--';

export interface RelayTeam {
  code: string;
  delegation: string;
  name: string;
  /** Tiny-games athletes (by id) who are the team's members. */
  athleteIds: number[];
}

/**
 * Adds the relay event and its final (a copy of the 100 m final's unit, so the same day, venue
 * and statuses) to the tiny games, with the given teams and their members in the start list in
 * the order given. Team feeds (rosters, relay compositions) need such a unit to land on.
 */
export async function addRelayFinal(db: Db, entered: RelayTeam[]): Promise<void> {
  await db.insert(events).values({
    code: RELAY_EVENT,
    disciplineCode: 'SWM',
    gender: 'W',
    name: 'Relay',
    division: 1,
    team: true,
    sortOrder: 2,
  });
  const [final] = await db.select().from(units).where(eq(units.code, FINAL));
  await db
    .insert(units)
    .values({ ...final!, code: RELAY_FINAL, eventCode: RELAY_EVENT, phaseCode: RELAY_FINAL.slice(0, 26) });
  await db.insert(teams).values(
    entered.map((t) => ({
      code: t.code,
      eventCode: RELAY_EVENT,
      delegationCode: t.delegation,
      name: t.name,
    })),
  );
  await db
    .insert(teamMembers)
    .values(entered.flatMap((t) => t.athleteIds.map((athleteId) => ({ teamCode: t.code, athleteId }))));
  await db.insert(startList).values(
    entered.map((t, i) => ({
      unitCode: RELAY_FINAL,
      competitorCode: t.code,
      competitorType: 'T' as const,
      delegationCode: t.delegation,
      startOrder: i + 1,
    })),
  );
}
