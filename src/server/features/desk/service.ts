import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../../shared/contracts/auth';
import type {
  deskResultsBodySchema,
  deskStartListBodySchema,
  deskStatusBodySchema,
} from '../../../shared/contracts/desk';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { bumpVersions } from '../../db/versions';
import { findCompetitors, type CompetitorRef } from '../../competition/competitors';
import {
  addCorrection,
  Changes,
  lockUnit,
  patchUnit,
  readResults,
  readStartList,
  recomputeEventMedals,
  replaceResults,
  replaceStartList,
  inTransaction,
  type Tx,
  type UnitRow,
} from '../../competition/writes';
import { recordAudit } from '../audit';
import { medalJson, resultJson, startJson } from './queries';
import { HttpError } from '../../http-error';

// The results desk's changes. Each one is a single transaction that locks the unit, writes
// the change and its audit row (who, when, before, after) and bumps the topics it touched,
// so no change is ever published without its audit row. Medals are never edited by hand:
// they follow from official results.

/** A change refused for a reason the form can show (unknown competitor, duplicate...). */
export class DeskError extends HttpError {
  constructor(reason: string) {
    super(400, 'DESK_INVALID', 'deskInvalid', { reason });
  }
}

type Admin = Pick<SessionUser, 'id' | 'username'>;
type Work = (tx: Tx, unit: UnitRow, changes: Changes) => Promise<{ before: unknown; after: unknown }>;

/** Runs one audited unit change; false when the unit is unknown (nothing is written then). */
async function changeUnit(db: Db, admin: Admin, code: string, action: string, work: Work) {
  return inTransaction(db, async (tx) => {
    const unit = await lockUnit(tx, code);
    if (!unit) return false;
    const changes = new Changes();
    const { before, after } = await work(tx, unit, changes);
    await recordAudit(tx, admin, { action, target: code, before, after });
    await bumpVersions(tx, changes.topics);
    return true;
  });
}

/**
 * A unit's statuses. Leaving OFFICIAL leaves a correction note for readers, and a medal
 * unit's medals are recomputed whenever its result status moves.
 */
export function changeStatus(
  db: Db,
  admin: Admin,
  code: string,
  body: z.output<typeof deskStatusBodySchema>,
) {
  return changeUnit(db, admin, code, 'unit.status', async (tx, unit, changes) => {
    const before = { schedule_status: unit.scheduleStatus, result_status: unit.resultStatus };
    const after = await patchUnit(
      tx,
      unit,
      {
        ...(body.schedule_status && { scheduleStatus: body.schedule_status }),
        ...(body.result_status && { resultStatus: body.result_status }),
      },
      changes,
    );
    if (unit.resultStatus === 'OFFICIAL' && after.resultStatus !== 'OFFICIAL') {
      await addCorrection(tx, unit, body.note ?? '', changes);
    }
    if (after.medal && after.resultStatus !== unit.resultStatus) {
      await recomputeEventMedals(tx, after.eventCode, changes);
    }
    return {
      before,
      after: {
        schedule_status: after.scheduleStatus,
        result_status: after.resultStatus,
        note: body.note ?? null,
      },
    };
  });
}

/** A unit's start list, replaced whole. */
export function changeStartList(
  db: Db,
  admin: Admin,
  code: string,
  body: z.output<typeof deskStartListBodySchema>,
) {
  return changeUnit(db, admin, code, 'unit.start_list', async (tx, unit, changes) => {
    const before = (await readStartList(tx, unit.code)).map(startJson);
    const entries = body.entries;
    const competitorOf = await resolveCompetitors(tx, entries);
    await replaceStartList(
      tx,
      unit,
      entries.map((e) => ({
        ...competitorOf(e),
        startOrder: e.start_order,
      })),
      changes,
    );
    // An empty patch still moves the unit's version and updated_at: its start list changed.
    await patchUnit(tx, unit, {}, changes);
    return { before, after: (await readStartList(tx, unit.code)).map(startJson) };
  });
}

/**
 * A unit's results, replaced whole. Changing an official result leaves the note for readers;
 * a medal unit's medals are recomputed from the new results.
 */
export function changeResults(
  db: Db,
  admin: Admin,
  code: string,
  body: z.output<typeof deskResultsBodySchema>,
) {
  return changeUnit(db, admin, code, 'unit.results', async (tx, unit, changes) => {
    const before = (await readResults(tx, unit.code)).map(resultJson);
    const rows = body.rows;
    const competitorOf = await resolveCompetitors(tx, rows);
    await replaceResults(
      tx,
      unit,
      rows.map((r) => ({
        ...competitorOf(r),
        rank: r.rank,
        sortOrder: r.sort_order,
        result: r.result,
        irm: r.irm,
        qualificationMark: r.qualification_mark,
        difference: r.difference,
        points: r.points,
        score: r.score,
        extras: r.extras,
      })),
      changes,
    );
    const after = (await readResults(tx, unit.code)).map(resultJson);
    if (unit.resultStatus === 'OFFICIAL' && JSON.stringify(before) !== JSON.stringify(after)) {
      await addCorrection(tx, unit, body.note ?? '', changes);
    }
    await patchUnit(tx, unit, {}, changes);
    if (unit.medal) await recomputeEventMedals(tx, unit.eventCode, changes);
    return { before, after };
  });
}

/**
 * Recomputes an event's medals from its official results and records the confirmation, even
 * when nothing changed; null when the event is unknown.
 */
export async function confirmMedals(db: Db, admin: Admin, code: string) {
  const [event] = await db.select().from(events).where(eq(events.code, code));
  if (!event) return null;
  const outcome = await inTransaction(db, async (tx) => {
    const changes = new Changes();
    const r = await recomputeEventMedals(tx, code, changes);
    await recordAudit(tx, admin, {
      action: 'event.medals.confirm',
      target: code,
      before: r.before.map(medalJson),
      after: r.medals.map(medalJson),
    });
    await bumpVersions(tx, changes.topics);
    return r;
  });
  return { event_code: code, changed: outcome.changed, medals: outcome.medals.map(medalJson) };
}

type CompetitorCell = { competitor_code: string; competitor_type: 'A' | 'T' };

/**
 * Each competitor must exist and appear once; returns a row's competitor columns, the
 * delegation the competitor belongs to included.
 */
async function resolveCompetitors(tx: Tx, list: CompetitorCell[]) {
  const seen = new Set<string>();
  for (const e of list) {
    if (seen.has(e.competitor_code)) throw new DeskError(`competitor ${e.competitor_code} appears twice`);
    seen.add(e.competitor_code);
  }
  const refs: CompetitorRef[] = list.map((e) => ({ code: e.competitor_code, type: e.competitor_type }));
  const { delegations, unknown } = await findCompetitors(tx, refs);
  if (unknown.length) throw new DeskError(`unknown competitor ${unknown[0]!.code}`);
  return (row: CompetitorCell) => ({
    competitorCode: row.competitor_code,
    competitorType: row.competitor_type,
    delegationCode: delegations.get(row.competitor_code)!,
  });
}
