import { and, eq, inArray } from 'drizzle-orm';
import { athletes, events, matchClocks, records, resultRecords, teamRosters, teams } from '../db/schema';
import { TOPICS } from '../db/versions';
import type { Changes, Tx, UnitRow } from './writes';

/** The topic of every read that shows records (the records pages, athlete profiles' records). */
export const RECORDS_TOPIC = 'records';

/** Record types that stand for a mark (a personal or season best is only a badge on a result). */
export const STANDING_RECORDS = new Set(['WR', 'OR', 'GR', 'CR', 'NR', 'YR', 'WJ', 'WY']);

export type RecordInput = {
  eventCode: string;
  disciplineCode: string;
  type: string;
  scope: string;
  mark: string;
  holderCode: string | null;
  holderName: string;
  delegationCode: string | null;
  setOn: string | null;
  place: string | null;
  unitCode: string | null;
  equalled: boolean;
  current: boolean;
};

/**
 * A record set (or equalled) at these games. The current record of its kind becomes the
 * previous one, with the time it fell; an equalled record stands beside it. The same unit
 * sending its result again (live, then official) updates its own record instead of breaking it.
 */
export async function setRecord(
  tx: Tx,
  input: RecordInput,
  changes: Changes,
  at = new Date(),
): Promise<void> {
  const key = and(
    eq(records.eventCode, input.eventCode),
    eq(records.type, input.type),
    eq(records.scope, input.scope),
    eq(records.current, true),
  );
  const standing = await tx.select().from(records).where(key);
  const own = input.unitCode ? standing.find((r) => r.unitCode === input.unitCode) : undefined;
  if (own) {
    if (own.mark === input.mark && own.holderCode === input.holderCode && own.equalled === input.equalled)
      return;
    await tx
      .update(records)
      .set({ ...input, current: true, updatedAt: at })
      .where(eq(records.id, own.id));
  } else {
    if (!input.equalled && standing.length) {
      await tx.update(records).set({ current: false, replacedAt: at, updatedAt: at }).where(key);
    }
    await tx.insert(records).values({ ...input, current: true, updatedAt: at });
  }
  changes.add(RECORDS_TOPIC);
}

/** The records of one event replaced whole (a records message lists current and previous ones). */
export async function replaceEventRecords(tx: Tx, eventCode: string, list: RecordInput[], changes: Changes) {
  await tx.delete(records).where(eq(records.eventCode, eventCode));
  const at = new Date();
  if (list.length) {
    await tx
      .insert(records)
      .values(list.map((r) => ({ ...r, updatedAt: at, replacedAt: r.current ? null : at })));
  }
  changes.add(RECORDS_TOPIC);
}

export type MarkInput = { competitorCode: string; code: string; equalled: boolean };

/**
 * The record marks a unit's results carry, replaced whole with its results. A standing record
 * (WR, GR, NR...) marked on a result with a mark is set as the event's current record.
 */
export async function replaceResultMarks(
  tx: Tx,
  unit: UnitRow & { venueName?: string },
  marks: (MarkInput & { mark: string | null; delegationCode: string; competitorType: string })[],
  changes: Changes,
): Promise<void> {
  const before = await tx.select().from(resultRecords).where(eq(resultRecords.unitCode, unit.code));
  const sig = (l: MarkInput[]) =>
    JSON.stringify(l.map((m) => `${m.competitorCode}:${m.code}:${m.equalled}`).sort());
  if (sig(before) !== sig(marks)) {
    await tx.delete(resultRecords).where(eq(resultRecords.unitCode, unit.code));
    if (marks.length)
      await tx.insert(resultRecords).values(
        marks.map(({ competitorCode, code, equalled }) => ({
          unitCode: unit.code,
          competitorCode,
          code,
          equalled,
        })),
      );
    changes.add(TOPICS.unit(unit.code), TOPICS.results, RECORDS_TOPIC);
  }
  const standing = marks.filter((m) => STANDING_RECORDS.has(m.code) && m.mark);
  if (!standing.length) return;
  const names = await holderNames(tx, standing);
  const [event] = await tx.select().from(events).where(eq(events.code, unit.eventCode));
  for (const m of standing) {
    await setRecord(
      tx,
      {
        eventCode: unit.eventCode,
        disciplineCode: event?.disciplineCode ?? unit.disciplineCode,
        type: m.code,
        scope: m.code === 'NR' ? m.delegationCode : '',
        mark: m.mark!,
        holderCode: m.competitorCode,
        holderName: names.get(m.competitorCode) ?? m.competitorCode,
        delegationCode: m.delegationCode,
        setOn: unit.logicalDay,
        place: unit.venueName ?? unit.venueCode,
        unitCode: unit.code,
        equalled: m.equalled,
        current: true,
      },
      changes,
    );
  }
}

/** Display names of athletes and teams by code. */
export async function holderNames(tx: Tx, list: { competitorCode: string }[]): Promise<Map<string, string>> {
  const codes = [...new Set(list.map((m) => m.competitorCode))];
  const out = new Map<string, string>();
  if (!codes.length) return out;
  for (const a of await tx.select().from(athletes).where(inArray(athletes.code, codes)))
    out.set(a.code, `${a.givenName} ${a.familyName}`);
  for (const t of await tx.select().from(teams).where(inArray(teams.code, codes))) out.set(t.code, t.name);
  return out;
}

export type RosterInput = {
  athleteId: number;
  shirtNumber: number | null;
  position: string | null;
  starter: boolean;
};

/** A team's players for one match (or, with unit '', for the whole games), replaced whole. */
export async function replaceRoster(
  tx: Tx,
  unitCode: string,
  teamCode: string,
  players: RosterInput[],
  changes: Changes,
): Promise<void> {
  const where = and(eq(teamRosters.unitCode, unitCode), eq(teamRosters.teamCode, teamCode));
  await tx.delete(teamRosters).where(where);
  if (players.length)
    await tx
      .insert(teamRosters)
      .values(players.map((p, i) => ({ ...p, unitCode, teamCode, sortOrder: i + 1 })));
  changes.add(unitCode ? TOPICS.unit(unitCode) : TOPICS.participants);
}

/** A match's clock as last sent; none when the message carries none (before or after play). */
export async function setMatchClock(tx: Tx, unitCode: string, clock: string | null, changes: Changes) {
  const [before] = await tx.select().from(matchClocks).where(eq(matchClocks.unitCode, unitCode));
  if ((before?.clock ?? null) === clock) return;
  if (clock === null) await tx.delete(matchClocks).where(eq(matchClocks.unitCode, unitCode));
  else
    await tx
      .insert(matchClocks)
      .values({ unitCode, clock })
      .onConflictDoUpdate({ target: matchClocks.unitCode, set: { clock, updatedAt: new Date() } });
  changes.add(TOPICS.unit(unitCode));
}

/** The record marks of a unit's results, by competitor. */
export async function unitMarks(db: Tx, unitCode: string) {
  const rows = await db.select().from(resultRecords).where(eq(resultRecords.unitCode, unitCode));
  const out = new Map<string, { code: string; equalled: boolean }[]>();
  for (const r of rows)
    out.set(r.competitorCode, [...(out.get(r.competitorCode) ?? []), { code: r.code, equalled: r.equalled }]);
  return out;
}
