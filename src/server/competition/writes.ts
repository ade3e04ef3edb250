import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { InferInsertModel, InferSelectModel } from 'drizzle-orm';
import type { Db } from '../db/client';
import { medals, results, startList, unitCorrections, units } from '../db/schema';
import { TOPICS } from '../db/versions';
import type { MedalKind } from '../../shared/domain/medal-table';
import type { CompetitorType } from '../../shared/domain/medals';

/**
 * Writes shared by the ODF ingest and the admin results desk. Each one records
 * the topics it touched in `changes`; the caller bumps them once, in the same transaction.
 */
export type Tx = Db;
export type UnitRow = InferSelectModel<typeof units>;
export type ResultInput = Omit<InferInsertModel<typeof results>, 'unitCode'>;
export type StartInput = Omit<InferInsertModel<typeof startList>, 'unitCode'>;
export type UnitPatch = Partial<
  Pick<
    UnitRow,
    | 'name'
    | 'names'
    | 'startAt'
    | 'endAt'
    | 'logicalDay'
    | 'venueCode'
    | 'location'
    | 'scheduleStatus'
    | 'resultStatus'
    | 'medal'
    | 'startText'
  >
>;

/**
 * Runs `work` in one transaction, handing it the transaction as the `Tx` the writes here take:
 * all of it is written, or (on a throw) none of it.
 */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}

export class Changes {
  readonly topics = new Set<string>();
  add(...topics: string[]): void {
    for (const t of topics) this.topics.add(t);
  }
}

export async function lockUnit(tx: Tx, code: string): Promise<UnitRow | undefined> {
  const [row] = await tx.select().from(units).where(eq(units.code, code)).for('update');
  return row;
}

/**
 * A unit changed (its row, results or start list): its page, its day and the schedule lists,
 * which show a match's sides and score, and its event's classification.
 */
function unitTouched(changes: Changes, unit: UnitRow): void {
  changes.add(
    TOPICS.unit(unit.code),
    TOPICS.event(unit.eventCode),
    TOPICS.day(unit.logicalDay),
    TOPICS.schedule,
  );
}

/** Patches a unit's fields; `updated_at` and `version` move with every change. */
export async function patchUnit(tx: Tx, unit: UnitRow, patch: UnitPatch, changes: Changes): Promise<UnitRow> {
  const [after] = await tx
    .update(units)
    .set({ ...patch, updatedAt: new Date(), version: unit.version + 1 })
    .where(eq(units.code, unit.code))
    .returning();
  unitTouched(changes, unit);
  if (after!.logicalDay !== unit.logicalDay) changes.add(TOPICS.day(after!.logicalDay));
  return after!;
}

export async function readResults(tx: Tx, code: string) {
  return tx
    .select()
    .from(results)
    .where(eq(results.unitCode, code))
    .orderBy(asc(results.sortOrder), asc(results.competitorCode));
}

export async function readStartList(tx: Tx, code: string) {
  return tx
    .select()
    .from(startList)
    .where(eq(startList.unitCode, code))
    .orderBy(asc(startList.startOrder), asc(startList.competitorCode));
}

/** A unit's results are replaced whole: an ODF result message and a desk save both carry the full list. */
export async function replaceResults(
  tx: Tx,
  unit: UnitRow,
  rows: ResultInput[],
  changes: Changes,
): Promise<void> {
  await tx.delete(results).where(eq(results.unitCode, unit.code));
  if (rows.length) await tx.insert(results).values(rows.map((r) => ({ ...r, unitCode: unit.code })));
  unitTouched(changes, unit);
  changes.add(TOPICS.results);
}

export async function replaceStartList(
  tx: Tx,
  unit: UnitRow,
  rows: StartInput[],
  changes: Changes,
): Promise<void> {
  await tx.delete(startList).where(eq(startList.unitCode, unit.code));
  if (rows.length) await tx.insert(startList).values(rows.map((r) => ({ ...r, unitCode: unit.code })));
  // The schedule lists name a match's two sides, so they change with its start list.
  unitTouched(changes, unit);
  changes.add(TOPICS.results);
}

/** The note readers see when an official result changes (ODF requires a Note then). */
export async function addCorrection(tx: Tx, unit: UnitRow, note: string, changes: Changes): Promise<void> {
  await tx.insert(unitCorrections).values({ unitCode: unit.code, note });
  changes.add(TOPICS.unit(unit.code));
}

const MEDAL_BY_RANK: Record<number, MedalKind> = { 1: 'gold', 2: 'silver', 3: 'bronze' };

export interface ComputedMedal {
  medal: MedalKind;
  competitorCode: string;
  competitorType: CompetitorType;
  delegationCode: string;
  unitCode: string;
}

/**
 * Medals follow from official results: ranks 1-3 of the event's medal units whose
 * ResultStatus is OFFICIAL, invalid marks excluded. Returns the medals, whether the stored
 * ones changed, and the stored ones before.
 */
export async function recomputeEventMedals(tx: Tx, eventCode: string, changes: Changes) {
  const medalUnits = await tx
    .select({ code: units.code })
    .from(units)
    .where(and(eq(units.eventCode, eventCode), eq(units.medal, true), eq(units.resultStatus, 'OFFICIAL')));
  const computed: ComputedMedal[] = [];
  if (medalUnits.length) {
    const rows = await tx
      .select()
      .from(results)
      .where(
        and(
          inArray(
            results.unitCode,
            medalUnits.map((u) => u.code),
          ),
          isNull(results.irm),
        ),
      );
    for (const r of rows) {
      const medal = r.rank !== null ? MEDAL_BY_RANK[r.rank] : undefined;
      if (medal) {
        computed.push({
          medal,
          competitorCode: r.competitorCode,
          competitorType: r.competitorType,
          delegationCode: r.delegationCode,
          unitCode: r.unitCode,
        });
      }
    }
  }
  computed.sort((a, b) => order(a) - order(b) || a.competitorCode.localeCompare(b.competitorCode));
  const stored = await tx.select().from(medals).where(eq(medals.eventCode, eventCode));
  const sig = (list: { medal: string; competitorCode: string; delegationCode: string; unitCode: string }[]) =>
    list
      .map((m) => `${m.medal}|${m.competitorCode}|${m.delegationCode}|${m.unitCode}`)
      .sort()
      .join(';');
  const changed = sig(stored) !== sig(computed);
  if (changed) {
    await tx.delete(medals).where(eq(medals.eventCode, eventCode));
    if (computed.length) await tx.insert(medals).values(computed.map((m) => ({ ...m, eventCode })));
    changes.add(TOPICS.medals, TOPICS.event(eventCode));
  }
  return { medals: computed, changed, before: stored };
}

const order = (m: { medal: MedalKind }) => ({ gold: 0, silver: 1, bronze: 2 })[m.medal];
