import { asc, eq, inArray, and } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamRosters } from '../../db/schema';
import { countOf, type Plan, type RosterPlayer } from './plan-model';
import { inSlices } from './paced';
import type { ProblemSink } from './problems';
import { breathe, type Sheet } from './read-sheets';
import { rowReader } from './row-reader';

// The rosters sheet: a team's players for the whole games, one row per player (team code,
// athlete BIB, shirt number, position, starter). A team the sheet names has its roster replaced
// whole, in the sheet's order; a team it does not name keeps its roster. A roster counts as new
// when the team has none stored, changed when any player, number, position, starter or the
// order differs, unchanged otherwise.

interface Known {
  team: (code: string) => boolean;
  athlete: (bib: string) => boolean;
  /** Stored athletes by BIB (upper case). */
  athletes: Map<string, { id: number; bib: string }>;
}

const key = (p: RosterPlayer) => `${p.bib}/${p.shirtNumber}/${p.position ?? ''}/${p.starter ? 1 : 0}`;

export async function planRosters(
  db: Db,
  plan: Plan,
  sheets: Sheet[],
  problems: ProblemSink,
  known: Known,
): Promise<void> {
  if (!sheets.length) return;
  const count = countOf(plan, 'rosters');
  const byTeam = new Map<string, RosterPlayer[]>();
  // Per team: the row each BIB and each shirt number was first seen on.
  const seenBib = new Map<string, Map<string, number>>();
  const seenShirt = new Map<string, Map<number, number>>();
  let checked = 0;
  for (const sheet of sheets) {
    for (const row of sheet.rows) {
      if ((checked += 1) % 100 === 0) await breathe();
      count.rows += 1;
      const r = rowReader(problems, sheet, row);
      const team = r.text('team').toUpperCase();
      if (team && !known.team(team)) r.problem('team', 'unknownTeam', { value: team });
      const bib = r.text('athlete').toUpperCase();
      if (bib && !known.athlete(bib)) r.problem('athlete', 'unknownAthlete', { value: bib });
      const shirtText = r.text('shirt_number');
      const shirtNumber = Number(shirtText);
      const shirtOk = /^\d{1,2}$/.test(shirtText) && shirtNumber >= 1 && shirtNumber <= 99;
      if (shirtText && !shirtOk) r.problem('shirt_number', 'invalid', { value: shirtText, expected: '1…99' });
      // The position is optional: an empty cell leaves the player without one.
      const position = r.text('position', false).toUpperCase() || null;
      if (position && !/^[A-Z0-9]{1,10}$/.test(position))
        r.problem('position', 'invalid', { value: position, expected: 'GK, PG, C…' });
      const starter = r.bool('starter', false);
      if (team && bib) {
        const bibs = seenBib.get(team) ?? new Map<string, number>();
        seenBib.set(team, bibs);
        const other = bibs.get(bib);
        if (other !== undefined) r.problem('athlete', 'duplicateKey', { value: bib, other });
        else bibs.set(bib, row.row);
      }
      if (team && shirtOk) {
        const shirts = seenShirt.get(team) ?? new Map<number, number>();
        seenShirt.set(team, shirts);
        const other = shirts.get(shirtNumber);
        if (other !== undefined)
          r.problem('shirt_number', 'duplicateShirt', { value: shirtNumber, team, other });
        else shirts.set(shirtNumber, row.row);
      }
      if (r.bad) continue;
      const list = byTeam.get(team) ?? [];
      byTeam.set(team, list);
      list.push({ bib, shirtNumber, position, starter });
    }
  }

  // What each named team holds now, in its order.
  const bibOfId = new Map([...known.athletes.values()].map((a) => [a.id, a.bib.toUpperCase()]));
  const stored = new Map<string, string[]>();
  await breathe();
  const rows = await inSlices([...byTeam.keys()], (codes) =>
    db
      .select()
      .from(teamRosters)
      .where(and(eq(teamRosters.unitCode, ''), inArray(teamRosters.teamCode, codes)))
      .orderBy(asc(teamRosters.teamCode), asc(teamRosters.sortOrder)),
  );
  for (const s of rows) {
    const player: RosterPlayer = {
      bib: bibOfId.get(s.athleteId) ?? '',
      shirtNumber: s.shirtNumber ?? 0,
      position: s.position,
      starter: s.starter,
    };
    stored.set(s.teamCode, [...(stored.get(s.teamCode) ?? []), key(player)]);
  }
  for (const [team, players] of byTeam) {
    const before = stored.get(team);
    if (before && before.join(' ') === players.map(key).join(' ')) {
      count.unchanged += 1;
      continue;
    }
    const action = before ? 'update' : 'create';
    if (before) count.updated += 1;
    else count.created += 1;
    plan.rosters.push({ action, key: team, fields: before ? ['players'] : [], row: { team, players } });
  }
}
