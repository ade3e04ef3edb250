import { and, eq, gt, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { delegations, events, medals, pushUnitTimes, startList, units } from '../../db/schema';
import type { LocalizedNames } from '../../../shared/contracts/common';
import type { PushKind } from '../../../shared/contracts/push';

export interface NoticeUnit {
  code: string;
  disciplineCode: string;
  name: string;
  names: LocalizedNames;
  eventName: string;
  eventNames: LocalizedNames;
  startAt: Date;
}

/**
 * Something worth telling: its key is the same on every instance that notices it, which is
 * what the deliveries table claims once per subscription.
 */
export interface Notice {
  key: string;
  kind: PushKind;
  unit: NoticeUnit;
  /** Who is told: the unit's followers, or a delegation's. */
  audience: { unit: string } | { delegation: string; name: string };
}

const MOVED = ['DELAYED', 'POSTPONED', 'RESCHEDULED'];
/** Units that will not start as planned are not announced as starting soon. */
const NOT_STARTING = ['CANCELLED', 'POSTPONED', 'UNSCHEDULED', 'FINISHED', 'RUNNING', 'INTERRUPTED'];

const unitColumns = {
  code: units.code,
  disciplineCode: units.disciplineCode,
  name: units.name,
  names: units.names,
  eventName: events.name,
  eventNames: events.names,
  startAt: units.startAt,
};

/** Notes every unit's start time not noted yet: a later change of it is then a move. */
export async function noteUnitTimes(db: Db): Promise<void> {
  await db.execute(
    sql`insert into ${pushUnitTimes} (unit_code, start_at) select code, start_at from ${units} on conflict do nothing`,
  );
}

/** What a change of one unit may tell its followers, from the unit as it is now. */
export async function unitNotices(db: Db, code: string): Promise<Notice[]> {
  const [row] = await db
    .select({
      ...unitColumns,
      scheduleStatus: units.scheduleStatus,
      resultStatus: units.resultStatus,
      eventCode: units.eventCode,
    })
    .from(units)
    .innerJoin(events, eq(events.code, units.eventCode))
    .where(eq(units.code, code));
  if (!row) return [];
  const unit: NoticeUnit = row;
  const notices: Notice[] = [];
  const forFollowers = (kind: PushKind, key: string) =>
    notices.push({ key, kind, unit, audience: { unit: code } });

  if (row.resultStatus === 'OFFICIAL') {
    forFollowers('official', `official:${code}`);
    const won = await db
      .select({ medal: medals.medal, delegation: medals.delegationCode, name: delegations.name })
      .from(medals)
      .innerJoin(delegations, eq(delegations.code, medals.delegationCode))
      .where(eq(medals.unitCode, code));
    for (const m of won) {
      notices.push({
        key: `medal:${row.eventCode}:${m.delegation}:${m.medal}`,
        kind: 'medal',
        unit,
        audience: { delegation: m.delegation, name: m.name },
      });
    }
  } else if (row.resultStatus === 'START_LIST') {
    const [listed] = await db
      .select({ one: sql`1` })
      .from(startList)
      .where(eq(startList.unitCode, code))
      .limit(1);
    if (listed) forFollowers('start_list', `start_list:${code}`);
  }

  // The row update decides which instance saw the move first; the others find the new time noted.
  const moved = await db
    .update(pushUnitTimes)
    .set({ startAt: row.startAt })
    .where(and(eq(pushUnitTimes.unitCode, code), ne(pushUnitTimes.startAt, row.startAt)))
    .returning({ code: pushUnitTimes.unitCode });
  await db.insert(pushUnitTimes).values({ unitCode: code, startAt: row.startAt }).onConflictDoNothing();
  const at = row.startAt.toISOString();
  if (moved.length > 0 || MOVED.includes(row.scheduleStatus)) forFollowers('moved', `moved:${code}:${at}`);
  return notices;
}

/** Units starting within the next 15 minutes: each announced once per start time. */
export async function startingSoon(db: Db, now: Date): Promise<Notice[]> {
  const rows = await db
    .select(unitColumns)
    .from(units)
    .innerJoin(events, eq(events.code, units.eventCode))
    .where(
      and(
        gt(units.startAt, now),
        lte(units.startAt, new Date(now.getTime() + 15 * 60_000)),
        notInArray(units.scheduleStatus, NOT_STARTING),
      ),
    );
  return rows.map((unit) => ({
    key: `starting_soon:${unit.code}:${unit.startAt.toISOString()}`,
    kind: 'starting_soon' as const,
    unit,
    audience: { unit: unit.code },
  }));
}
