import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { athletes, teamMembers, teamRosters } from '../../db/schema';

/** Teams up to this size (relays, pairs, crews) list their members on a unit's results. */
const MAX_CREW = 9;

export type CrewMember = { name: string; bib: string | null; order: number | null };

/**
 * The members of a unit's small teams, by team code: the unit's own roster when the feed or
 * the desk gave one (in its order: a relay's running order), else the team's members by
 * family name with no order. Squads of team sports are left to the match's line-ups.
 */
export async function crewsOf(
  db: Db,
  unitCode: string,
  teamCodes: string[],
): Promise<Map<string, CrewMember[]>> {
  const out = new Map<string, CrewMember[]>();
  if (!teamCodes.length) return out;
  const name = sql<string>`${athletes.givenName} || ' ' || ${athletes.familyName}`;
  const [rostered, members] = await Promise.all([
    db
      .select({ teamCode: teamRosters.teamCode, name, bib: athletes.bib, shirt: teamRosters.shirtNumber })
      .from(teamRosters)
      .innerJoin(athletes, eq(athletes.id, teamRosters.athleteId))
      .where(and(eq(teamRosters.unitCode, unitCode), inArray(teamRosters.teamCode, teamCodes)))
      .orderBy(asc(teamRosters.sortOrder)),
    db
      .select({ teamCode: teamMembers.teamCode, name, bib: athletes.bib })
      .from(teamMembers)
      .innerJoin(athletes, eq(athletes.id, teamMembers.athleteId))
      .where(inArray(teamMembers.teamCode, teamCodes))
      .orderBy(asc(athletes.familyName), asc(athletes.givenName)),
  ]);
  const add = (team: string, m: CrewMember) => out.set(team, [...(out.get(team) ?? []), m]);
  for (const r of rostered) add(r.teamCode, { name: r.name, bib: r.shirt?.toString() ?? r.bib, order: 0 });
  for (const list of out.values()) list.forEach((m, i) => (m.order = i + 1));
  const hasRoster = new Set(rostered.map((r) => r.teamCode));
  for (const m of members)
    if (!hasRoster.has(m.teamCode)) add(m.teamCode, { name: m.name, bib: m.bib, order: null });
  for (const [team, list] of out) if (list.length > MAX_CREW) out.delete(team);
  return out;
}
