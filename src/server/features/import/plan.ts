import { asc, gt } from 'drizzle-orm';
import type { ImportAnswer } from '../../../shared/contracts/import';
import { IMPORT_KINDS, type ImportKind } from '../../../shared/domain/import-sheets';
import type { Db } from '../../db/client';
import { athletes, delegations, disciplines, events, teams, venues } from '../../db/schema';
import { countOf, emptyPlan, judge, type Change, type Plan } from './plan-model';
import { dropUnchangedLists } from './plan-lists';
import { planRosters } from './plan-rosters';
import { planSchedule } from './plan-schedule';
import { sameNames, translatedNames } from './venue-names';
import type { ProblemSink } from './problems';
import { inPages } from './paced';
import { breathe, type Sheet, type SheetRow } from './read-sheets';
import { isIsoDay, padCode, rowReader, tokens } from './row-reader';

// Turns the read sheets into the rows the games should hold and compares them with what the
// database holds: every problem is reported at its row and cell, and only rows that differ
// become changes. Nothing here writes.

/** Reads, per sheet kind, what the database holds and compares the file's rows with it. */
export async function planImport(db: Db, sheets: Sheet[], problems: ProblemSink): Promise<Plan> {
  // The database runs in this thread (PGlite): other requests are let in between the reads.
  const dbDelegations = new Map((await db.select().from(delegations)).map((r) => [r.code, r]));
  await breathe();
  const dbVenues = new Map((await db.select().from(venues)).map((r) => [r.code, r]));
  await breathe();
  const dbDisciplines = new Set(
    (await db.select({ code: disciplines.code }).from(disciplines)).map((r) => r.code),
  );
  await breathe();
  const dbEvents = new Map((await db.select().from(events)).map((r) => [r.code, r]));
  await breathe();
  const athleteRows = await inPages(
    (after: number | undefined, size) =>
      db
        .select()
        .from(athletes)
        .where(after === undefined ? undefined : gt(athletes.id, after))
        .orderBy(asc(athletes.id))
        .limit(size),
    (r) => r.id,
  );
  const dbAthletes = new Map(athleteRows.map((r) => [r.bib.toUpperCase(), r]));
  await breathe();
  const dbTeams = new Map((await db.select().from(teams)).map((r) => [r.code, r]));
  await breathe();

  const plan = emptyPlan();
  // Checking ten thousand rows takes a while: other requests are let in every hundred.
  let checked = 0;
  const pace = async () => {
    if ((checked += 1) % 100 === 0) await breathe();
  };
  const count = (kind: ImportKind) => countOf(plan, kind);
  const reader = (sheet: Sheet, row: SheetRow) => rowReader(problems, sheet, row);
  const of = (kind: ImportKind) => sheets.filter((s) => s.kind === kind);

  // Delegations.
  const fileDelegations = new Set<string>();
  {
    const seen = new Map<string, number>();
    for (const sheet of of('delegations')) {
      for (const row of sheet.rows) {
        await pace();
        count('delegations').rows += 1;
        const r = reader(sheet, row);
        const code = r.code('code', /^[A-Z0-9]{2,10}$/, 'AZE, BRA…');
        const name = r.text('name');
        if (code && seen.has(code))
          r.problem('code', 'duplicateKey', { value: code, other: seen.get(code)! });
        if (r.bad) continue;
        seen.set(code, row.row);
        fileDelegations.add(code);
        const before = dbDelegations.get(code);
        const { action, fields } = judge(plan, 'delegations', before, { name });
        if (action !== 'same') plan.delegations.push({ action, key: code, fields, row: { code, name } });
      }
    }
  }
  const delegationKnown = (code: string) => dbDelegations.has(code) || fileDelegations.has(code);

  // Venues.
  const fileVenues = new Set<string>();
  {
    const seen = new Map<string, number>();
    for (const sheet of of('venues')) {
      for (const row of sheet.rows) {
        await pace();
        count('venues').rows += 1;
        const r = reader(sheet, row);
        const code = r.code('code', /^[A-Z0-9-]{2,20}$/, 'AQC…');
        const name = r.text('name');
        const city = r.text('city');
        const latitude = r.number('latitude', -90, 90);
        const longitude = r.number('longitude', -180, 180);
        const names = translatedNames(row.cells, (key) => r.text(key, false));
        if (code && seen.has(code))
          r.problem('code', 'duplicateKey', { value: code, other: seen.get(code)! });
        if (r.bad) continue;
        seen.set(code, row.row);
        fileVenues.add(code);
        const before = dbVenues.get(code);
        // The names count as a change only when the sheet has their columns and they differ.
        const next = {
          name,
          city,
          latitude,
          longitude,
          ...(names && !sameNames(before?.names, names) && { names }),
        };
        const { action, fields } = judge(plan, 'venues', before, next);
        if (action !== 'same') plan.venues.push({ action, key: code, fields, row: { code, ...next } });
      }
    }
  }
  const venueKnown = (code: string) => dbVenues.has(code) || fileVenues.has(code);

  // Events.
  const fileEvents = new Map<string, { disciplineCode: string; team: boolean }>();
  {
    const seen = new Map<string, number>();
    for (const sheet of of('events')) {
      for (const row of sheet.rows) {
        await pace();
        count('events').rows += 1;
        const r = reader(sheet, row);
        const raw = r.code('code', /^[A-Z0-9-]{4,22}$/, '22-character event code');
        const code = raw ? padCode(raw, 22) : '';
        const disciplineCode = r.text('discipline').toUpperCase();
        if (disciplineCode && !dbDisciplines.has(disciplineCode)) {
          r.problem('discipline', 'unknownDiscipline', { value: disciplineCode });
        } else if (code && disciplineCode && code.slice(0, 3) !== disciplineCode) {
          r.problem('code', 'eventNotInDiscipline', { value: code, expected: disciplineCode });
        }
        const gender = r.code('gender', /^[MWX]$/, 'M, W, X');
        const name = r.text('name');
        const team = r.bool('team', false);
        const medalEvent = r.bool('medal', true);
        const names = translatedNames(row.cells, (key) => r.text(key, false));
        if (code && seen.has(code))
          r.problem('code', 'duplicateKey', { value: code, other: seen.get(code)! });
        if (r.bad) continue;
        seen.set(code, row.row);
        fileEvents.set(code, { disciplineCode, team });
        const before = dbEvents.get(code);
        const next = {
          disciplineCode,
          gender,
          name,
          team,
          medalEvent,
          ...(names && !sameNames(before?.names, names) && { names }),
        };
        const { action, fields } = judge(plan, 'events', before, next);
        if (action !== 'same') plan.events.push({ action, key: code, fields, row: { code, ...next } });
      }
    }
  }
  const eventOf = (code: string) => fileEvents.get(code) ?? dbEvents.get(code);

  // Athletes, keyed by BIB: a BIB names one athlete in the whole games.
  const fileBibs = new Set<string>();
  {
    const seen = new Map<string, number>();
    for (const sheet of of('athletes')) {
      for (const row of sheet.rows) {
        await pace();
        count('athletes').rows += 1;
        const r = reader(sheet, row);
        const bib = r.code('bib', /^[A-Z0-9-]{1,20}$/, 'letters and digits');
        const givenName = r.text('given_name');
        const familyName = r.text('family_name');
        const gender = r.code('gender', /^[MW]$/, 'M, W');
        const birthDate = r.text('birth_date');
        if (birthDate && !isIsoDay(birthDate))
          r.problem('birth_date', 'invalid', { value: birthDate, expected: 'YYYY-MM-DD' });
        const delegationCode = r.text('delegation').toUpperCase();
        if (delegationCode && !delegationKnown(delegationCode)) {
          r.problem('delegation', 'unknownDelegation', { value: delegationCode });
        }
        const disciplineCode = r.text('discipline').toUpperCase();
        const disciplineOk = !!disciplineCode && dbDisciplines.has(disciplineCode);
        if (disciplineCode && !disciplineOk)
          r.problem('discipline', 'unknownDiscipline', { value: disciplineCode });
        const entered = tokens(r.text('events', false)).map((t) => padCode(t, 22));
        for (const e of entered) {
          const event = eventOf(e);
          if (!event) r.problem('events', 'unknownEvent', { value: e.replace(/-+$/, '') });
          else if (disciplineOk && event.disciplineCode !== disciplineCode) {
            r.problem('events', 'eventNotInDiscipline', {
              value: e.replace(/-+$/, ''),
              expected: disciplineCode,
            });
          }
        }
        if (bib && seen.has(bib)) r.problem('bib', 'duplicateBib', { value: bib, other: seen.get(bib)! });
        if (bib) seen.set(bib, seen.get(bib) ?? row.row);
        if (r.bad) continue;
        fileBibs.add(bib);
        const before = dbAthletes.get(bib);
        // Without the column the consent stays as it is.
        const consent = 'photo_consent' in row.cells ? { photoConsent: r.bool('photo_consent', false) } : {};
        const next = { givenName, familyName, gender, birthDate, delegationCode, disciplineCode, ...consent };
        const { action, fields } = judge(plan, 'athletes', before, next);
        if (action !== 'same') {
          plan.athletes.push({ action, key: bib, fields, row: { id: before?.id, bib, ...next } });
        }
        if ('events' in row.cells) plan.entries.push({ bib, events: [...new Set(entered)].sort() });
      }
    }
  }
  const athleteKnown = (bib: string) => dbAthletes.has(bib) || fileBibs.has(bib);

  // Teams.
  const fileTeams = new Set<string>();
  {
    const seen = new Map<string, number>();
    for (const sheet of of('teams')) {
      for (const row of sheet.rows) {
        await pace();
        count('teams').rows += 1;
        const r = reader(sheet, row);
        const code = r.code('code', /^[A-Z0-9-]{1,40}$/, 'letters and digits');
        const rawEvent = r.text('event').toUpperCase();
        const eventCode = rawEvent ? padCode(rawEvent, 22) : '';
        if (eventCode && !eventOf(eventCode)) r.problem('event', 'unknownEvent', { value: rawEvent });
        const delegationCode = r.text('delegation').toUpperCase();
        if (delegationCode && !delegationKnown(delegationCode)) {
          r.problem('delegation', 'unknownDelegation', { value: delegationCode });
        }
        const name = r.text('name');
        const bibs = tokens(r.text('members', false));
        for (const b of bibs) if (!athleteKnown(b)) r.problem('members', 'unknownCompetitor', { value: b });
        if (code && seen.has(code))
          r.problem('code', 'duplicateKey', { value: code, other: seen.get(code)! });
        if (r.bad) continue;
        seen.set(code, row.row);
        fileTeams.add(code);
        const before = dbTeams.get(code);
        const next = { eventCode, delegationCode, name };
        const { action, fields } = judge(plan, 'teams', before, next);
        if (action !== 'same') plan.teams.push({ action, key: code, fields, row: { code, ...next } });
        if ('members' in row.cells) plan.members.push({ team: code, bibs: [...new Set(bibs)].sort() });
      }
    }
  }

  const teamKnown = (code: string) => dbTeams.has(code) || fileTeams.has(code);
  await planRosters(db, plan, of('rosters'), problems, {
    team: teamKnown,
    athlete: athleteKnown,
    athletes: dbAthletes,
  });
  await planSchedule(db, plan, of('schedule'), problems, {
    event: eventOf,
    venue: venueKnown,
    athlete: athleteKnown,
    team: teamKnown,
  });
  await dropUnchangedLists(db, plan, dbAthletes);

  plan.counts.sort((a, b) => IMPORT_KINDS.indexOf(a.kind) - IMPORT_KINDS.indexOf(b.kind));
  return plan;
}

/** The changes a preview lists (the first 200). */
export function changeLines(plan: Plan): ImportAnswer['changes'] {
  const lines: ImportAnswer['changes'] = [];
  const push = (kind: ImportKind, list: Change<unknown>[]) => {
    for (const c of list)
      lines.push({ kind, key: c.key.replace(/-+$/, ''), action: c.action, fields: c.fields });
  };
  push('delegations', plan.delegations);
  push('venues', plan.venues);
  push('events', plan.events);
  push('athletes', plan.athletes);
  push('teams', plan.teams);
  push('rosters', plan.rosters);
  push('schedule', plan.units);
  return lines.slice(0, 200);
}
