import { and, eq, gt, inArray, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { athletes, startList, teamMembers, units } from '../../db/schema';

export interface Clash {
  kind: 'venue' | 'athlete';
  unit_code: string;
  unit_name: string;
  /** The shared place, or the athlete's name. */
  detail: string;
}

/**
 * What a unit overlaps with: another unit at the same place (its location, or the venue when
 * no location is set) or one where one of its athletes also competes (alone or in a team).
 * Clashes are warnings: finals and medal ceremonies sometimes share a time on purpose.
 */
export async function unitClashes(db: Db, code: string): Promise<Clash[]> {
  const [unit] = await db.select().from(units).where(eq(units.code, code));
  if (!unit) return [];
  const overlapping = await db
    .select()
    .from(units)
    .where(and(ne(units.code, code), lt(units.startAt, unit.endAt), gt(units.endAt, unit.startAt)));
  if (overlapping.length === 0) return [];
  const clashes: Clash[] = [];
  for (const o of overlapping) {
    if (o.venueCode === unit.venueCode && (o.location === unit.location || !o.location || !unit.location)) {
      clashes.push({
        kind: 'venue',
        unit_code: o.code,
        unit_name: o.name,
        detail: unit.location || unit.venueCode,
      });
    }
  }
  // Athletes of a unit: those in its start list and the members of its teams.
  const athletesOf = async (codes: string[]) => {
    const entries = await db.select().from(startList).where(inArray(startList.unitCode, codes));
    const teamCodes = entries.filter((e) => e.competitorType === 'T').map((e) => e.competitorCode);
    const members = teamCodes.length
      ? await db
          .select({ teamCode: teamMembers.teamCode, code: athletes.code })
          .from(teamMembers)
          .innerJoin(athletes, eq(athletes.id, teamMembers.athleteId))
          .where(inArray(teamMembers.teamCode, teamCodes))
      : [];
    const byUnit = new Map<string, Set<string>>();
    for (const e of entries) {
      const set = byUnit.get(e.unitCode) ?? new Set<string>();
      if (e.competitorType === 'A') set.add(e.competitorCode);
      else for (const m of members.filter((x) => x.teamCode === e.competitorCode)) set.add(m.code);
      byUnit.set(e.unitCode, set);
    }
    return byUnit;
  };
  const mine = (await athletesOf([code])).get(code) ?? new Set<string>();
  if (mine.size) {
    const others = await athletesOf(overlapping.map((o) => o.code));
    const shared = new Set<string>();
    for (const o of overlapping)
      for (const a of others.get(o.code) ?? []) if (mine.has(a)) shared.add(`${o.code}|${a}`);
    if (shared.size) {
      const codes = [...new Set([...shared].map((s) => s.split('|')[1]!))];
      const names = new Map(
        (
          await db
            .select({ code: athletes.code, given: athletes.givenName, family: athletes.familyName })
            .from(athletes)
            .where(or(inArray(athletes.code, codes)))
        ).map((a) => [a.code, `${a.given} ${a.family}`]),
      );
      for (const s of shared) {
        const [unitCode, athlete] = s.split('|') as [string, string];
        const o = overlapping.find((x) => x.code === unitCode)!;
        clashes.push({
          kind: 'athlete',
          unit_code: o.code,
          unit_name: o.name,
          detail: names.get(athlete) ?? athlete,
        });
      }
    }
  }
  return clashes;
}
