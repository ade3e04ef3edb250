import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { athleteEntries, startList, teamMembers } from '../../db/schema';
import { markChanged, type Plan } from './plan-model';
import { inSlices } from './paced';
import { breathe } from './read-sheets';

/** Entries, members and start lists change only where they differ from what is stored. */
export async function dropUnchangedLists(
  db: Db,
  plan: Plan,
  dbAthletes: Map<string, { id: number; bib: string; code: string }>,
): Promise<void> {
  const knownIds = [...plan.entries.map((e) => dbAthletes.get(e.bib)?.id).filter((x): x is number => !!x)];
  const storedEntries = new Map<number, string[]>();
  const entryRows = await inSlices(knownIds, (ids) =>
    db
      .select()
      .from(athleteEntries)
      .where(inArray(athleteEntries.athleteId, ids))
      .orderBy(asc(athleteEntries.eventCode)),
  );
  for (const e of entryRows) {
    const list = storedEntries.get(e.athleteId);
    if (list) list.push(e.eventCode);
    else storedEntries.set(e.athleteId, [e.eventCode]);
  }
  plan.entries = plan.entries.filter((e) => {
    const id = dbAthletes.get(e.bib)?.id;
    return (id ? (storedEntries.get(id) ?? []) : []).join(' ') !== e.events.join(' ');
  });
  markChanged(
    plan,
    'athletes',
    plan.entries.map((e) => e.bib),
    'events',
  );

  const bibOfId = new Map([...dbAthletes.values()].map((a) => [a.id, a.bib.toUpperCase()]));
  const storedMembers = new Map<string, string[]>();
  const newTeams = new Set(plan.teams.filter((t) => t.action === 'create').map((t) => t.key));
  const teamCodes = plan.members.map((m) => m.team).filter((t) => !newTeams.has(t));
  await breathe();
  {
    for (const m of await inSlices(teamCodes, (codes) =>
      db.select().from(teamMembers).where(inArray(teamMembers.teamCode, codes)),
    )) {
      storedMembers.set(m.teamCode, [
        ...(storedMembers.get(m.teamCode) ?? []),
        bibOfId.get(m.athleteId) ?? '',
      ]);
    }
  }
  plan.members = plan.members.filter(
    (m) => (storedMembers.get(m.team) ?? []).sort().join(' ') !== m.bibs.join(' '),
  );
  markChanged(
    plan,
    'teams',
    plan.members.map((m) => m.team),
    'members',
  );

  const startUnits = plan.starts.map((s) => s.unit);
  // A unit the file creates has no start list yet: only the others' are read (a query naming
  // thousands of new units would hold the event loop for nothing).
  const created = new Set(plan.units.filter((u) => u.action === 'create').map((u) => u.key));
  const storedUnits = startUnits.filter((u) => !created.has(u));
  const storedStarts = new Map<string, { code: string; order: number }[]>();
  await breathe();
  {
    for (const s of await inSlices(storedUnits, (codes) =>
      db.select().from(startList).where(inArray(startList.unitCode, codes)),
    )) {
      storedStarts.set(s.unitCode, [
        ...(storedStarts.get(s.unitCode) ?? []),
        { code: s.competitorCode, order: s.startOrder },
      ]);
    }
  }
  // A start list names athletes by their code; the file names them by BIB.
  const codeOfBib = (c: string) => dbAthletes.get(c)?.code ?? c;
  plan.starts = plan.starts.filter((s) => {
    const stored = (storedStarts.get(s.unit) ?? []).sort((a, b) => a.order - b.order).map((x) => x.code);
    return stored.join(' ') !== s.competitors.map(codeOfBib).join(' ');
  });
  markChanged(plan, 'schedule', startUnits.length ? plan.starts.map((s) => s.unit) : [], 'competitors');
}
