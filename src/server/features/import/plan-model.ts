import type { ImportAnswer } from '../../../shared/contracts/import';
import type { ImportKind } from '../../../shared/domain/import-sheets';
import type { LocalizedNames } from '../../../shared/contracts/common';

// What an import would change, kind by kind, and the counts a preview shows.

export type Change<T> = { action: 'create' | 'update'; key: string; fields: string[]; row: T };

export type RosterPlayer = { bib: string; shirtNumber: number; position: string | null; starter: boolean };

export interface Plan {
  delegations: Change<{ code: string; name: string }>[];
  venues: Change<{
    code: string;
    name: string;
    names?: LocalizedNames;
    city: string;
    latitude: number;
    longitude: number;
  }>[];
  events: Change<{
    code: string;
    disciplineCode: string;
    gender: string;
    name: string;
    names?: LocalizedNames;
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
    photoConsent?: boolean;
  }>[];
  /** Athletes (by BIB) whose event entries are replaced. */
  entries: { bib: string; events: string[] }[];
  teams: Change<{ code: string; eventCode: string; delegationCode: string; name: string }>[];
  /** Teams whose members (by BIB) are replaced. */
  members: { team: string; bibs: string[] }[];
  /** Teams whose roster for the whole games is replaced, players in the sheet's order (by BIB). */
  rosters: Change<{ team: string; players: RosterPlayer[] }>[];
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

export function emptyPlan(): Plan {
  return {
    delegations: [],
    venues: [],
    events: [],
    phases: [],
    athletes: [],
    entries: [],
    teams: [],
    members: [],
    rosters: [],
    units: [],
    starts: [],
    counts: [],
  };
}

/** The count line of a kind, added on first use. */
export function countOf(plan: Plan, kind: ImportKind) {
  let c = plan.counts.find((x) => x.kind === kind);
  if (!c) plan.counts.push((c = { kind, rows: 0, created: 0, updated: 0, unchanged: 0 }));
  return c;
}

/**
 * Compares a row with what is stored and counts it: create when nothing is stored, update when
 * a field differs (the fields are listed), same otherwise.
 */
export function judge<T extends Record<string, unknown>>(
  plan: Plan,
  kind: ImportKind,
  before: T | undefined,
  next: Partial<T>,
): { action: 'create' | 'update' | 'same'; fields: string[] } {
  const fields = sameFields(before, next);
  const action = !before ? 'create' : fields.length ? 'update' : 'same';
  const c = countOf(plan, kind);
  if (action === 'create') c.created += 1;
  else if (action === 'update') c.updated += 1;
  else c.unchanged += 1;
  return { action, fields };
}

export function sameFields<T extends Record<string, unknown>>(
  before: T | undefined,
  after: Partial<T>,
): string[] {
  if (!before) return [];
  return Object.keys(after).filter((k) => {
    const a = after[k];
    const b = before[k];
    if (a instanceof Date && b instanceof Date) return a.getTime() !== b.getTime();
    return a !== b;
  });
}

/**
 * A row whose only change is a list (entries, members, competitors) moves from unchanged to
 * updated, so the counts say what the import will touch.
 */
export function markChanged(
  plan: Plan,
  kind: 'athletes' | 'teams' | 'schedule',
  keys: string[],
  field: string,
) {
  const list = kind === 'athletes' ? plan.athletes : kind === 'teams' ? plan.teams : plan.units;
  const c = plan.counts.find((x) => x.kind === kind);
  // By key, once: looking each key up in the list would be quadratic (10,000 athletes, 10,000 entries).
  const byKey = new Map((list as Change<unknown>[]).map((x) => [x.key, x]));
  for (const key of keys) {
    const change = byKey.get(key);
    if (change) {
      if (change.action === 'update') change.fields.push(field);
      continue;
    }
    const added: Change<unknown> = { action: 'update', key, fields: [field], row: undefined };
    (list as Change<unknown>[]).push(added);
    byKey.set(key, added);
    if (c) {
      c.unchanged -= 1;
      c.updated += 1;
    }
  }
}
