import { eq, inArray, sql } from 'drizzle-orm';
import type { SessionUser } from '../../../shared/contracts/auth';
import type { ImportAnswer } from '../../../shared/contracts/import';
import type { LocaleTag } from '../../../shared/domain/locales';
import type { Db } from '../../db/client';
import {
  athleteEntries,
  athletes,
  delegations,
  events,
  phases,
  teamMembers,
  teams,
  units,
  venues,
} from '../../db/schema';
import { bumpVersions, TOPICS } from '../../db/versions';
import { replaceRoster } from '../../competition/records';
import {
  Changes,
  inTransaction,
  lockUnit,
  patchUnit,
  replaceStartList,
  type Tx,
} from '../../competition/writes';
import { recordAudit } from '../audit';
import { changeLines, planImport } from './plan';
import type { Plan } from './plan-model';
import { ProblemSink } from './problems';
import { readSheets, type ImportFile, type Sheet } from './read-sheets';

// The spreadsheet import. A preview reads the files and compares them with the games; applying
// does the same inside one transaction and writes only the rows that differ, with one audit row
// and the bumps of every topic touched. A file with any error writes nothing at all.

type Admin = Pick<SessionUser, 'id' | 'username'>;

/** Serialises imports: two admins confirming at once would plan against the same rows. */
const IMPORT_LOCK = 7021;

/** Reads the files (off the event loop, outside any transaction: reading a big file takes seconds). */
async function read(files: ImportFile[], locale: LocaleTag, signal?: AbortSignal) {
  const problems = new ProblemSink(locale);
  const sheets = await readSheets(files, problems, signal);
  if (sheets.every((s) => s.rows.length === 0) && problems.errors === 0) {
    problems.add({ file: files[0]?.name ?? '', sheet: '', row: null, cell: null, column: null }, 'empty', {});
  }
  return { problems, sheets };
}

/** The most problems an answer lists; the rest are counted. */
export const MAX_LISTED_PROBLEMS = 1000;

const answer = (applied: boolean, problems: ProblemSink, plan: Plan): ImportAnswer => ({
  applied,
  problems: problems.listed(MAX_LISTED_PROBLEMS),
  more_problems: Math.max(0, problems.list.length - MAX_LISTED_PROBLEMS),
  counts: plan.counts,
  changes: changeLines(plan),
});

/** What the files would change; writes nothing. */
export async function previewImport(
  db: Db,
  files: ImportFile[],
  locale: LocaleTag,
  signal?: AbortSignal,
): Promise<ImportAnswer> {
  const { problems, sheets } = await read(files, locale, signal);
  const plan = await planImport(db, sheets, problems);
  return answer(false, problems, plan);
}

/**
 * One unit created or moved from the schedule editor: the same checks and writes as a schedule
 * row of a file (unknown event or venue, time outside the games...), audited as `unit.schedule`.
 */
export async function applyScheduleRow(
  db: Db,
  admin: Admin,
  cells: Record<string, string>,
  locale: LocaleTag,
): Promise<ImportAnswer> {
  const sheet: Sheet = {
    file: 'schedule-editor',
    name: 'Schedule',
    kind: 'schedule',
    rows: [
      {
        row: 1,
        cells: Object.fromEntries(Object.entries(cells).map(([k, value]) => [k, { value, cell: k }])),
      },
    ],
  };
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const problems = new ProblemSink(locale);
    const plan = await planImport(tx, [sheet], problems);
    if (problems.errors > 0) return answer(false, problems, plan);
    const changes = new Changes();
    await write(tx, plan, changes);
    if (changes.topics.size > 0) {
      await recordAudit(tx, admin, {
        action: 'unit.schedule',
        target: plan.units[0]?.key ?? '',
        before: null,
        after: { changes: changeLines(plan), cells },
      });
      await bumpVersions(tx, changes.topics);
    }
    return answer(true, problems, plan);
  });
}

/** Applies the files in one transaction; with any error nothing is written (applied: false). */
export async function applyImport(
  db: Db,
  admin: Admin,
  files: ImportFile[],
  locale: LocaleTag,
  signal?: AbortSignal,
): Promise<ImportAnswer> {
  const { problems, sheets } = await read(files, locale, signal);
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const plan = await planImport(tx, sheets, problems);
    if (problems.errors > 0) return answer(false, problems, plan);
    const changes = new Changes();
    await write(tx, plan, changes);
    if (changes.topics.size > 0) {
      await recordAudit(tx, admin, {
        action: 'import.apply',
        target: files
          .map((f) => f.name)
          .join(', ')
          .slice(0, 200),
        before: null,
        after: { counts: plan.counts, changes: changeLines(plan) },
      });
      await bumpVersions(tx, changes.topics);
    }
    return answer(true, problems, plan);
  });
}

async function write(tx: Tx, plan: Plan, changes: Changes): Promise<void> {
  for (const c of plan.delegations) {
    await tx
      .insert(delegations)
      .values(c.row)
      .onConflictDoUpdate({ target: delegations.code, set: { name: c.row.name } });
    changes.add(TOPICS.participants);
  }
  for (const c of plan.venues) {
    const { code: _code, ...rest } = c.row;
    await tx.insert(venues).values(c.row).onConflictDoUpdate({ target: venues.code, set: rest });
    changes.add(TOPICS.reference);
  }
  if (plan.events.length) {
    const [{ max } = { max: 0 }] = await tx
      .select({ max: sql<number>`coalesce(max(${events.sortOrder}), 0)::int` })
      .from(events);
    let next = Number(max);
    for (const c of plan.events) {
      const { code, ...rest } = c.row;
      if (c.action === 'create') {
        await tx.insert(events).values({ ...c.row, division: 1, sortOrder: (next += 1) });
      } else {
        await tx.update(events).set(rest).where(eq(events.code, code));
      }
      changes.add(TOPICS.reference, TOPICS.event(code));
    }
  }
  for (const c of plan.phases) {
    const [{ max } = { max: 0 }] = await tx
      .select({ max: sql<number>`coalesce(max(${phases.sortOrder}), 0)::int` })
      .from(phases)
      .where(eq(phases.eventCode, c.row.eventCode));
    await tx
      .insert(phases)
      .values({ ...c.row, sortOrder: Number(max) + 1 })
      .onConflictDoUpdate({ target: phases.code, set: { name: c.row.name } });
    changes.add(TOPICS.reference, TOPICS.event(c.row.eventCode));
  }

  // Athletes: a new one takes its BIB as its code (unless another athlete holds that code).
  const idOfBib = new Map<string, number>();
  for (const c of plan.athletes) {
    if (!c.row) continue;
    const { id, bib, ...rest } = c.row;
    if (id) {
      await tx.update(athletes).set(rest).where(eq(athletes.id, id));
    } else {
      const [taken] = await tx.select({ id: athletes.id }).from(athletes).where(eq(athletes.code, bib));
      const [row] = await tx
        .insert(athletes)
        .values({ code: taken ? `IMP-${bib}` : bib, bib, ...rest })
        .returning({ id: athletes.id });
      idOfBib.set(bib, row!.id);
    }
    changes.add(TOPICS.participants, TOPICS.results);
  }
  const bibsNeeded = [
    ...plan.entries.map((e) => e.bib),
    ...plan.members.flatMap((m) => m.bibs),
    ...plan.rosters.flatMap((r) => r.row.players.map((p) => p.bib)),
    ...plan.starts.flatMap((s) => s.competitors),
  ].filter((b) => !idOfBib.has(b));
  const athleteByBib = new Map<string, { id: number; code: string; delegationCode: string }>();
  if (bibsNeeded.length || idOfBib.size) {
    const rows = await tx
      .select({
        id: athletes.id,
        code: athletes.code,
        bib: athletes.bib,
        delegationCode: athletes.delegationCode,
      })
      .from(athletes)
      .where(inArray(athletes.bib, [...new Set([...bibsNeeded, ...idOfBib.keys()])]));
    for (const r of rows) athleteByBib.set(r.bib.toUpperCase(), r);
  }
  for (const e of plan.entries) {
    const a = athleteByBib.get(e.bib)!;
    await tx.delete(athleteEntries).where(eq(athleteEntries.athleteId, a.id));
    if (e.events.length) {
      await tx.insert(athleteEntries).values(e.events.map((eventCode) => ({ athleteId: a.id, eventCode })));
    }
    changes.add(TOPICS.participants);
  }

  for (const c of plan.teams) {
    if (!c.row) continue;
    const { code: _code, ...rest } = c.row;
    await tx.insert(teams).values(c.row).onConflictDoUpdate({ target: teams.code, set: rest });
    changes.add(TOPICS.participants, TOPICS.results, TOPICS.event(rest.eventCode));
  }
  for (const m of plan.members) {
    await tx.delete(teamMembers).where(eq(teamMembers.teamCode, m.team));
    if (m.bibs.length) {
      await tx
        .insert(teamMembers)
        .values(m.bibs.map((b) => ({ teamCode: m.team, athleteId: athleteByBib.get(b)!.id })));
    }
    changes.add(TOPICS.participants);
  }

  // A roster for the whole games is replaced whole, as the results desk replaces one.
  for (const r of plan.rosters) {
    const players = r.row.players.map(({ bib, ...p }) => ({ athleteId: athleteByBib.get(bib)!.id, ...p }));
    await replaceRoster(tx, '', r.row.team, players, changes);
  }

  // Units go through the shared unit writes, so their versions and topics move as a desk change's do.
  for (const c of plan.units) {
    if (!c.row) continue;
    if (c.action === 'create') {
      await tx.insert(units).values({ ...c.row, scheduleStatus: 'SCHEDULED', resultStatus: 'START_LIST' });
      changes.add(
        TOPICS.unit(c.row.code),
        TOPICS.event(c.row.eventCode),
        TOPICS.day(c.row.logicalDay),
        TOPICS.schedule,
      );
    } else {
      const unit = (await lockUnit(tx, c.row.code))!;
      const {
        code: _code,
        eventCode: _event,
        disciplineCode: _discipline,
        phaseCode: _phase,
        ...patch
      } = c.row;
      await patchUnit(tx, unit, patch, changes);
    }
  }
  if (plan.starts.length) {
    const teamRows = await tx
      .select({ code: teams.code, delegationCode: teams.delegationCode })
      .from(teams)
      .where(
        inArray(
          teams.code,
          plan.starts.flatMap((s) => s.competitors),
        ),
      );
    const teamByCode = new Map(teamRows.map((t) => [t.code, t]));
    for (const s of plan.starts) {
      const unit = (await lockUnit(tx, s.unit))!;
      await replaceStartList(
        tx,
        unit,
        s.competitors.map((c, i) => {
          const team = teamByCode.get(c);
          const a = athleteByBib.get(c);
          return team
            ? {
                competitorCode: team.code,
                competitorType: 'T' as const,
                delegationCode: team.delegationCode,
                startOrder: i + 1,
              }
            : {
                competitorCode: a!.code,
                competitorType: 'A' as const,
                delegationCode: a!.delegationCode,
                startOrder: i + 1,
              };
        }),
        changes,
      );
      if (!plan.units.some((u) => u.key === s.unit && u.row)) await patchUnit(tx, unit, {}, changes);
    }
  }
}
