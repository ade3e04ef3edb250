import { asc, inArray } from 'drizzle-orm';
import type { ImportAnswer } from '../../../shared/contracts/import';
import { IMPORT_KINDS, type ImportKind } from '../../../shared/domain/import-sheets';
import type { ImportMessageKey } from '../../../shared/i18n/import-messages';
import type { Db } from '../../db/client';
import {
  athleteEntries,
  athletes,
  competitions,
  delegations,
  disciplines,
  events,
  phases,
  startList,
  teamMembers,
  teams,
  units,
  venues,
} from '../../db/schema';
import { addDaysIso } from '../../db/dates';
import type { ProblemSink } from './problems';
import type { Sheet, SheetRow } from './read-sheets';

// Turns the read sheets into the rows the games should hold and compares them with what the
// database holds: every problem is reported at its row and cell, and only rows that differ
// become changes. Nothing here writes.

type Change<T> = { action: 'create' | 'update'; key: string; fields: string[]; row: T };

export interface Plan {
  delegations: Change<{ code: string; name: string }>[];
  venues: Change<{ code: string; name: string; city: string; latitude: number; longitude: number }>[];
  events: Change<{
    code: string;
    disciplineCode: string;
    gender: string;
    name: string;
    team: boolean;
    medalEvent: boolean;
  }>[];
  phases: Change<{ code: string; eventCode: string; name: string }>[];
  athletes: Change<{
    id?: number;
    bib: string;
    givenName: string;
    familyName: string;
    gender: string;
    birthDate: string;
    delegationCode: string;
    disciplineCode: string;
  }>[];
  /** Athletes (by BIB) whose event entries are replaced. */
  entries: { bib: string; events: string[] }[];
  teams: Change<{ code: string; eventCode: string; delegationCode: string; name: string }>[];
  /** Teams whose members (by BIB) are replaced. */
  members: { team: string; bibs: string[] }[];
  units: Change<{
    code: string;
    eventCode: string;
    phaseCode: string;
    disciplineCode: string;
    name: string;
    startAt: Date;
    endAt: Date;
    logicalDay: string;
    venueCode: string;
    location: string;
    medal: boolean;
  }>[];
  /** Units whose start list is replaced: competitor codes (athlete BIB or team code) in order. */
  starts: { unit: string; competitors: string[] }[];
  counts: ImportAnswer['counts'];
}

const YES = ['yes', 'y', 'true', '1', 'si', 'sí', 'sim', 'bəli', 'beli', 'x'];
const NO = ['no', 'n', 'false', '0', 'não', 'nao', 'xeyr', ''];

const tokens = (s: string) =>
  s
    .split(/[\s,;]+/)
    .map((t) => t.trim().toUpperCase())
    .filter(Boolean);

const padCode = (s: string, length: number) => s.toUpperCase().padEnd(length, '-').slice(0, length);

/** The instant of a wall-clock time in a time zone (two passes cover the offset's own change). */
export function zonedInstant(day: string, minutes: number, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
  const offsetAt = (t: number) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(new Date(t));
    const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
    return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - t;
  };
  let t = wall - offsetAt(wall);
  t = wall - offsetAt(t);
  return new Date(t);
}

function isIsoDay(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** 14:30, 14.30 or 9:05 as minutes after midnight. */
function minutesOf(s: string): number | undefined {
  const m = /^(\d{1,2})[:.](\d{2})(?::\d{2})?$/.exec(s);
  if (!m) return undefined;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 60 + min : undefined;
}

function sameFields<T extends Record<string, unknown>>(before: T | undefined, after: Partial<T>): string[] {
  if (!before) return [];
  return Object.keys(after).filter((k) => {
    const a = after[k];
    const b = before[k];
    if (a instanceof Date && b instanceof Date) return a.getTime() !== b.getTime();
    return a !== b;
  });
}

/** Reads, per sheet kind, what the database holds and compares the file's rows with it. */
export async function planImport(db: Db, sheets: Sheet[], problems: ProblemSink): Promise<Plan> {
  const [competition] = await db.select().from(competitions).limit(1);
  const dbDelegations = new Map((await db.select().from(delegations)).map((r) => [r.code, r]));
  const dbVenues = new Map((await db.select().from(venues)).map((r) => [r.code, r]));
  const dbDisciplines = new Set(
    (await db.select({ code: disciplines.code }).from(disciplines)).map((r) => r.code),
  );
  const dbEvents = new Map((await db.select().from(events)).map((r) => [r.code, r]));
  const dbAthletes = new Map((await db.select().from(athletes)).map((r) => [r.bib.toUpperCase(), r]));
  const dbTeams = new Map((await db.select().from(teams)).map((r) => [r.code, r]));

  const plan: Plan = {
    delegations: [],
    venues: [],
    events: [],
    phases: [],
    athletes: [],
    entries: [],
    teams: [],
    members: [],
    units: [],
    starts: [],
    counts: [],
  };
  const count = (kind: ImportKind) => {
    let c = plan.counts.find((x) => x.kind === kind);
    if (!c) plan.counts.push((c = { kind, rows: 0, created: 0, updated: 0, unchanged: 0 }));
    return c;
  };
  const note = (kind: ImportKind, action: 'create' | 'update' | 'same') => {
    const c = count(kind);
    if (action === 'create') c.created += 1;
    else if (action === 'update') c.updated += 1;
    else c.unchanged += 1;
  };

  const of = (kind: ImportKind) => sheets.filter((s) => s.kind === kind);

  /** A row's reader: values by column, each problem at the column's cell. */
  function reader(sheet: Sheet, row: SheetRow) {
    let bad = false;
    const at = (key: string | null) => ({
      file: sheet.file,
      sheet: sheet.name,
      row: row.row,
      cell: key ? (row.cells[key]?.cell ?? null) : null,
      column: key,
    });
    const r = {
      get bad() {
        return bad;
      },
      problem(key: string | null, code: ImportMessageKey, params: Record<string, string | number> = {}) {
        bad = true;
        problems.add(at(key), code, params);
      },
      text(key: string, required = true): string {
        const v = row.cells[key]?.value ?? '';
        if (!v && required && key in row.cells) r.problem(key, 'required');
        return v;
      },
      code(key: string, pattern: RegExp, expected: string): string {
        const v = r.text(key).toUpperCase();
        if (v && !pattern.test(v)) r.problem(key, 'invalid', { value: v, expected });
        return v;
      },
      bool(key: string, fallback: boolean): boolean {
        const v = (row.cells[key]?.value ?? '').toLowerCase();
        if (!(key in row.cells) || v === '') return fallback;
        if (YES.includes(v)) return true;
        if (NO.includes(v)) return false;
        r.problem(key, 'invalid', { value: v, expected: 'yes / no' });
        return fallback;
      },
      number(key: string, min: number, max: number): number {
        const v = r.text(key);
        const n = Number(v.replace(',', '.'));
        if (v && (!Number.isFinite(n) || n < min || n > max))
          r.problem(key, 'invalid', { value: v, expected: `${min}…${max}` });
        return n;
      },
    };
    return r;
  }

  // Delegations.
  const fileDelegations = new Set<string>();
  {
    const seen = new Map<string, number>();
    for (const sheet of of('delegations')) {
      for (const row of sheet.rows) {
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
        const fields = sameFields(before, { name });
        const action = !before ? 'create' : fields.length ? 'update' : 'same';
        note('delegations', action);
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
        count('venues').rows += 1;
        const r = reader(sheet, row);
        const code = r.code('code', /^[A-Z0-9-]{2,20}$/, 'AQC…');
        const name = r.text('name');
        const city = r.text('city');
        const latitude = r.number('latitude', -90, 90);
        const longitude = r.number('longitude', -180, 180);
        if (code && seen.has(code))
          r.problem('code', 'duplicateKey', { value: code, other: seen.get(code)! });
        if (r.bad) continue;
        seen.set(code, row.row);
        fileVenues.add(code);
        const before = dbVenues.get(code);
        const next = { name, city, latitude, longitude };
        const fields = sameFields(before, next);
        const action = !before ? 'create' : fields.length ? 'update' : 'same';
        note('venues', action);
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
        if (code && seen.has(code))
          r.problem('code', 'duplicateKey', { value: code, other: seen.get(code)! });
        if (r.bad) continue;
        seen.set(code, row.row);
        fileEvents.set(code, { disciplineCode, team });
        const before = dbEvents.get(code);
        const next = { disciplineCode, gender, name, team, medalEvent };
        const fields = sameFields(before, next);
        const action = !before ? 'create' : fields.length ? 'update' : 'same';
        note('events', action);
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
        const next = { givenName, familyName, gender, birthDate, delegationCode, disciplineCode };
        const fields = sameFields(before, next);
        const action = !before ? 'create' : fields.length ? 'update' : 'same';
        note('athletes', action);
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
        const fields = sameFields(before, next);
        const action = !before ? 'create' : fields.length ? 'update' : 'same';
        note('teams', action);
        if (action !== 'same') plan.teams.push({ action, key: code, fields, row: { code, ...next } });
        if ('members' in row.cells) plan.members.push({ team: code, bibs: [...new Set(bibs)].sort() });
      }
    }
  }

  // Schedule: units (and the phases they name) with their start lists.
  const scheduleSheets = of('schedule');
  if (scheduleSheets.some((s) => s.rows.length) && !competition) {
    const s = scheduleSheets[0]!;
    problems.add({ file: s.file, sheet: s.name, row: null, cell: null, column: null }, 'noGames', {});
  }
  const unitCodes = scheduleSheets.length
    ? (await db.select().from(units)).map((u) => [u.code, u] as const)
    : [];
  const dbUnits = new Map(unitCodes);
  const dbPhases = new Map(
    scheduleSheets.length ? (await db.select().from(phases)).map((p) => [p.code, p] as const) : [],
  );
  const filePhases = new Map<string, string>();
  if (competition) {
    const seen = new Map<string, number>();
    const gamesSpan = `${competition.startsOn} – ${competition.endsOn}`;
    for (const sheet of scheduleSheets) {
      for (const row of sheet.rows) {
        count('schedule').rows += 1;
        const r = reader(sheet, row);
        const rawEvent = r.text('event').toUpperCase();
        const eventCode = rawEvent ? padCode(rawEvent, 22) : '';
        const event = eventCode ? eventOf(eventCode) : undefined;
        if (eventCode && !event) r.problem('event', 'unknownEvent', { value: rawEvent });
        const phase = r.code('phase', /^[A-Z0-9-]{1,4}$/, '1–4 letters or digits');
        const phaseName = r.text('phase_name');
        const unitPart = r.code('unit', /^[A-Z0-9-]{1,8}$/, '1–8 letters or digits');
        const name = r.text('name');
        const day = r.text('date');
        const dayOk = !!day && isIsoDay(day);
        if (day && !dayOk) r.problem('date', 'invalid', { value: day, expected: 'YYYY-MM-DD' });
        else if (dayOk && (day < competition.startsOn || day > competition.endsOn)) {
          r.problem('date', 'outsideGames', { value: day, expected: gamesSpan });
        }
        const startText = r.text('start');
        const endText = r.text('end');
        const start = startText ? minutesOf(startText) : undefined;
        const end = endText ? minutesOf(endText) : undefined;
        if (startText && start === undefined)
          r.problem('start', 'invalid', { value: startText, expected: 'HH:MM' });
        if (endText && end === undefined) r.problem('end', 'invalid', { value: endText, expected: 'HH:MM' });
        const venueCode = r.text('venue').toUpperCase();
        if (venueCode && !venueKnown(venueCode)) r.problem('venue', 'unknownVenue', { value: venueCode });
        const location = r.text('location', false) || venueCode;
        const medal = r.bool('medal', false);
        const competitors = tokens(r.text('competitors', false));
        for (const c of competitors) {
          if (!athleteKnown(c) && !dbTeams.has(c) && !fileTeams.has(c)) {
            r.problem('competitors', 'unknownCompetitor', { value: c });
          }
        }
        // Times before the day's boundary hour (03:00) belong to the night after the day.
        const boundary = competition.dayBoundaryHour * 60;
        const onDay = (m: number) => (m < boundary ? addDaysIso(day, 1) : day);
        let startAt: Date | undefined;
        let endAt: Date | undefined;
        if (dayOk && start !== undefined && end !== undefined) {
          startAt = zonedInstant(onDay(start), start, competition.timeZone);
          endAt = zonedInstant(onDay(end), end, competition.timeZone);
          if (endAt <= startAt) r.problem('end', 'endBeforeStart', { value: endText });
        }
        const code =
          eventCode && phase && unitPart ? eventCode + padCode(phase, 4) + padCode(unitPart, 8) : '';
        if (code && seen.has(code))
          r.problem('unit', 'duplicateKey', { value: unitPart, other: seen.get(code)! });
        if (r.bad || !event || !startAt || !endAt) continue;
        seen.set(code, row.row);
        const phaseCode = code.slice(0, 26);
        if (!filePhases.has(phaseCode)) {
          filePhases.set(phaseCode, phaseName);
          const beforePhase = dbPhases.get(phaseCode);
          const fields = sameFields(beforePhase, { name: phaseName });
          if (!beforePhase || fields.length) {
            plan.phases.push({
              action: beforePhase ? 'update' : 'create',
              key: phaseCode,
              fields,
              row: { code: phaseCode, eventCode, name: phaseName },
            });
          }
        }
        const before = dbUnits.get(code);
        const next = {
          phaseCode,
          name,
          startAt,
          endAt,
          logicalDay: day,
          venueCode,
          location,
          medal,
        };
        const fields = sameFields(before, next);
        const action = !before ? 'create' : fields.length ? 'update' : 'same';
        note('schedule', action);
        if (action !== 'same') {
          plan.units.push({
            action,
            key: code,
            fields,
            row: { code, eventCode, disciplineCode: eventCode.slice(0, 3), ...next },
          });
        }
        if ('competitors' in row.cells) plan.starts.push({ unit: code, competitors });
      }
    }
  }

  // Entries, members and start lists change only where they differ from what is stored.
  const knownIds = [...plan.entries.map((e) => dbAthletes.get(e.bib)?.id).filter((x): x is number => !!x)];
  const storedEntries = new Map<number, string[]>();
  if (knownIds.length) {
    for (const e of await db
      .select()
      .from(athleteEntries)
      .where(inArray(athleteEntries.athleteId, knownIds))
      .orderBy(asc(athleteEntries.eventCode))) {
      storedEntries.set(e.athleteId, [...(storedEntries.get(e.athleteId) ?? []), e.eventCode]);
    }
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
  const teamCodes = plan.members.map((m) => m.team);
  if (teamCodes.length) {
    for (const m of await db.select().from(teamMembers).where(inArray(teamMembers.teamCode, teamCodes))) {
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
  const storedStarts = new Map<string, { code: string; order: number }[]>();
  if (startUnits.length) {
    for (const s of await db.select().from(startList).where(inArray(startList.unitCode, startUnits))) {
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

  plan.counts.sort((a, b) => IMPORT_KINDS.indexOf(a.kind) - IMPORT_KINDS.indexOf(b.kind));
  return plan;
}

/**
 * A row whose only change is a list (entries, members, competitors) moves from unchanged to
 * updated, so the counts say what the import will touch.
 */
function markChanged(plan: Plan, kind: 'athletes' | 'teams' | 'schedule', keys: string[], field: string) {
  const list = kind === 'athletes' ? plan.athletes : kind === 'teams' ? plan.teams : plan.units;
  const c = plan.counts.find((x) => x.kind === kind);
  for (const key of keys) {
    const change = (list as Change<unknown>[]).find((x) => x.key === key);
    if (change) {
      if (change.action === 'update') change.fields.push(field);
      continue;
    }
    (list as Change<unknown>[]).push({ action: 'update', key, fields: [field], row: undefined });
    if (c) {
      c.unchanged -= 1;
      c.updated += 1;
    }
  }
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
  push('schedule', plan.units);
  return lines.slice(0, 200);
}
