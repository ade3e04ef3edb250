import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  athletes,
  competitions,
  delegations,
  disciplines,
  events,
  ingestLog,
  medals,
  odfDocuments,
  officialCommunications,
  phases,
  reportDocuments,
  teams,
  units,
  venues,
} from '../../db/schema';
import type { Db } from '../../db/client';
import { bumpVersions, TOPICS } from '../../db/versions';
import { resultExtrasSchema, type ResultExtras } from '../../../shared/contracts/competition';
import { medalTable, type MedalKind } from '../../../shared/domain/medal-table';
import { EVENT_CODE_LENGTH, isRsc, PHASE_CODE_LENGTH } from '../../../shared/domain/rsc';
import { RESULT_STATUSES, SCHEDULE_STATUSES } from '../../../shared/domain/statuses';
import {
  addCorrection,
  Changes,
  lockUnit,
  patchUnit,
  readResults,
  recomputeEventMedals,
  replaceResults,
  replaceStartList,
  type ResultInput,
  type StartInput,
  type Tx,
  type UnitPatch,
} from '../writes';
import {
  kid,
  kids,
  need,
  OdfError,
  optInt,
  optNumber,
  parseOdf,
  type OdfMessage,
  type OdfNode,
} from './parse';

export type IngestOutcome = 'applied' | 'ignored' | 'test';

export interface IngestResult {
  outcome: IngestOutcome;
  documentType: string;
  documentCode: string;
  version: number;
  /** Why a message was not applied (an older Version, a test message). */
  reason?: string;
  /** Data topics bumped. */
  topics: string[];
  /** DT_MEDALS / DT_MEDALLISTS: lines that differ from our table (never overwritten). */
  mismatches?: Mismatch[];
}

export interface Mismatch {
  /** Delegation (DT_MEDALS) or medal:competitor (DT_MEDALLISTS). */
  key: string;
  ours: unknown;
  theirs: unknown;
}

export interface IngestContext {
  /** api-key, user:<id>, cli */
  via: string;
  log?: FastifyBaseLogger;
}

/**
 * Parses and applies one ODF message in one transaction (issue 7 item 1). A message applies
 * only when its Version is newer than the stored one for its key; a malformed message or an
 * unknown code throws OdfError and writes nothing but the refusal in the ingest log.
 */
export async function ingestOdf(db: Db, xml: string, ctx: IngestContext): Promise<IngestResult> {
  let message: OdfMessage | undefined;
  try {
    message = await parseOdf(xml);
    const msg = message;
    const result = await db.transaction(async (tx) => applyMessage(tx as unknown as Tx, msg));
    await db.insert(ingestLog).values({
      documentType: msg.header.documentType,
      documentCode: msg.header.documentCode,
      version: msg.header.version,
      outcome: result.outcome,
      reason: result.reason ?? null,
      via: ctx.via,
      report: result.mismatches?.length
        ? { mismatches: result.mismatches }
        : { topics: result.topics.length },
    });
    if (result.mismatches?.length) {
      ctx.log?.warn(
        {
          documentType: result.documentType,
          documentCode: result.documentCode,
          mismatches: result.mismatches,
        },
        'ODF medal figures differ from the table computed from official results',
      );
    }
    return result;
  } catch (err) {
    if (err instanceof TestMessage) {
      await db.insert(ingestLog).values({
        documentType: err.result.documentType,
        documentCode: err.result.documentCode,
        version: err.result.version,
        outcome: 'test',
        reason: err.result.reason ?? null,
        via: ctx.via,
      });
      return err.result;
    }
    if (err instanceof OdfError) {
      await db
        .insert(ingestLog)
        .values({
          documentType: message?.header.documentType ?? null,
          documentCode: message?.header.documentCode ?? null,
          version: message?.header.version ?? null,
          outcome: 'rejected',
          reason: err.reason,
          via: ctx.via,
        })
        .catch(() => {});
    }
    throw err;
  }
}

async function applyMessage(tx: Tx, msg: OdfMessage): Promise<IngestResult> {
  const h = msg.header;
  const base = { documentType: h.documentType, documentCode: h.documentCode, version: h.version };
  const [competition] = await tx.select().from(competitions).where(eq(competitions.code, h.competitionCode));
  if (!competition) throw new OdfError(`unknown CompetitionCode ${h.competitionCode}`);

  // Serialise messages of one key; the highest Version wins, older or equal ones are ignored.
  await tx
    .insert(odfDocuments)
    .values({ key: msg.key, documentType: h.documentType, documentCode: h.documentCode, version: 0 })
    .onConflictDoNothing();
  const [stored] = await tx.select().from(odfDocuments).where(eq(odfDocuments.key, msg.key)).for('update');
  if (stored && stored.version >= h.version) {
    return {
      ...base,
      outcome: 'ignored',
      reason: `Version ${h.version} is not newer than ${stored.version}`,
      topics: [],
    };
  }

  const changes = new Changes();
  const ctx: ApplyContext = {
    tx,
    msg,
    changes,
    timeZone: competition.timeZone,
    dayBoundaryHour: competition.dayBoundaryHour,
  };
  let mismatches: Mismatch[] | undefined;
  switch (h.documentType) {
    case 'DT_PARTIC':
    case 'DT_PARTIC_UPDATE':
      await applyPartic(ctx, h.documentType === 'DT_PARTIC_UPDATE');
      break;
    case 'DT_SCHEDULE':
    case 'DT_SCHEDULE_UPDATE':
      await applySchedule(ctx, h.documentType === 'DT_SCHEDULE_UPDATE');
      break;
    case 'DT_RESULT':
      await applyResult(ctx);
      break;
    case 'DT_MEDALLISTS':
      mismatches = await checkMedallists(ctx);
      break;
    case 'DT_MEDALS':
      mismatches = await checkMedals(ctx);
      break;
    case 'DT_COMMUNICATION':
      await applyCommunication(ctx);
      break;
    case 'DT_PDF':
      await applyPdf(ctx);
      break;
  }

  if (h.feedFlag === 'T') {
    // Test messages are checked in full but never reach public screens (reference/odf.md).
    throw new TestMessage({
      ...base,
      outcome: 'test',
      reason: 'FeedFlag T: checked, not published',
      topics: [],
    });
  }
  await tx
    .update(odfDocuments)
    .set({ version: h.version, receivedAt: new Date() })
    .where(eq(odfDocuments.key, msg.key));
  const topics = [...changes.topics];
  await bumpVersions(tx, topics);
  return { ...base, outcome: 'applied', topics, ...(mismatches ? { mismatches } : {}) };
}

/** Rolls a test message's transaction back while still reporting what it would have done. */
class TestMessage extends Error {
  constructor(readonly result: IngestResult) {
    super('test message');
  }
}

interface ApplyContext {
  tx: Tx;
  msg: OdfMessage;
  changes: Changes;
  timeZone: string;
  dayBoundaryHour: number;
}

// ---------------------------------------------------------------- DT_PARTIC

async function applyPartic({ tx, msg, changes }: ApplyContext, update: boolean) {
  const list = kids(msg.competition, 'Participant');
  if (list.length === 0) throw new OdfError('DT_PARTIC carries no Participant');
  const orgs = new Set((await tx.select({ code: delegations.code }).from(delegations)).map((d) => d.code));
  const discs = new Set((await tx.select({ code: disciplines.code }).from(disciplines)).map((d) => d.code));
  const codes = list.map((p) => need(p, 'Code', 'Participant'));
  const existing = new Map(
    (await tx.select().from(athletes).where(inArray(athletes.code, codes))).map((a) => [a.code, a]),
  );
  for (const p of list) {
    const where = `Participant ${p.attrs.Code}`;
    const a = p.attrs;
    const known = existing.get(a.Code!);
    if (a.Organisation && !orgs.has(a.Organisation))
      throw new OdfError(`${where}: unknown Organisation ${a.Organisation}`);
    if (a.Gender && !['M', 'W', 'X'].includes(a.Gender))
      throw new OdfError(`${where}: Gender must be M, W or X`);
    if (a.BirthDate && !/^\d{4}-\d{2}-\d{2}$/.test(a.BirthDate))
      throw new OdfError(`${where}: BirthDate must be a date`);
    const discipline = (kid(p, 'Discipline')?.attrs.Code ?? msg.header.documentCode).slice(0, 3);
    if (!discs.has(discipline)) throw new OdfError(`${where}: unknown discipline ${discipline}`);
    const bib = a.Bib ?? kid(kid(p, 'Discipline'), 'RegisteredEvent')?.attrs.Bib;
    const patch = {
      ...(a.GivenName !== undefined && { givenName: a.GivenName }),
      ...(a.FamilyName !== undefined && { familyName: a.FamilyName }),
      ...(a.Gender && { gender: a.Gender }),
      ...(a.Organisation && { delegationCode: a.Organisation }),
      ...(a.BirthDate && { birthDate: a.BirthDate }),
      ...(a.Height && { heightCm: optInt(p, 'Height', where) }),
      ...(a.Weight && { weightKg: optInt(p, 'Weight', where) }),
      ...(bib !== undefined && { bib }),
      ...(kid(p, 'Discipline') && { disciplineCode: discipline }),
    };
    if (known) {
      if (Object.keys(patch).length) await tx.update(athletes).set(patch).where(eq(athletes.id, known.id));
    } else {
      const missing = ['GivenName', 'FamilyName', 'Gender', 'Organisation', 'BirthDate'].filter((n) => !a[n]);
      if (missing.length) {
        throw new OdfError(
          `${where} is new and lacks ${missing.join(', ')}${update ? ' (DT_PARTIC_UPDATE)' : ''}`,
        );
      }
      await tx.insert(athletes).values({
        code: a.Code!,
        bib: bib ?? '',
        givenName: a.GivenName!,
        familyName: a.FamilyName!,
        gender: a.Gender!,
        delegationCode: a.Organisation!,
        disciplineCode: discipline,
        birthDate: a.BirthDate!,
        heightCm: optInt(p, 'Height', where),
        weightKg: optInt(p, 'Weight', where),
      });
    }
  }
  changes.add(TOPICS.participants);
}

// ---------------------------------------------------------------- DT_SCHEDULE

const MEDAL_FLAGS = new Set(['1', 'Y', 'TRUE', 'GOLD', 'BRONZE', 'GOLD_BRONZE', 'ME_GOLD', 'ME_BRONZE']);

async function applySchedule(ctx: ApplyContext, update: boolean) {
  const { tx, msg, changes } = ctx;
  const list = kids(msg.competition, 'Unit');
  if (list.length === 0) throw new OdfError(`${msg.header.documentType} carries no Unit`);
  const venueCodes = new Set((await tx.select({ code: venues.code }).from(venues)).map((v) => v.code));
  for (const u of list) {
    const code = need(u, 'Code', 'Unit').toUpperCase();
    const where = `Unit ${code}`;
    if (!isRsc(code)) throw new OdfError(`${where}: Code must be a 34-character RSC`);
    const a = u.attrs;
    if (a.ScheduleStatus && !(SCHEDULE_STATUSES as readonly string[]).includes(a.ScheduleStatus)) {
      throw new OdfError(`${where}: unknown ScheduleStatus ${a.ScheduleStatus}`);
    }
    const venue = a.Venue;
    if (venue && !venueCodes.has(venue)) throw new OdfError(`${where}: unknown Venue ${venue}`);
    const startAt = a.StartDate ? instant(a.StartDate, `${where} StartDate`) : undefined;
    const endAt = a.EndDate ? instant(a.EndDate, `${where} EndDate`) : undefined;
    const name = itemName(u);
    const patch: UnitPatch = {
      ...(a.ScheduleStatus && { scheduleStatus: a.ScheduleStatus }),
      ...(startAt && { startAt, logicalDay: logicalDay(startAt, ctx.timeZone, ctx.dayBoundaryHour) }),
      ...(endAt && { endAt }),
      ...(venue && { venueCode: venue }),
      ...((a.Location || venue) && { location: a.Location || venue }),
      ...(a.Medal !== undefined && { medal: MEDAL_FLAGS.has(a.Medal.toUpperCase()) }),
      ...(a.StartText !== undefined && { startText: a.StartText || null }),
      ...(name && { name }),
    };
    const unit = await lockUnit(tx, code);
    let current = unit;
    if (unit) {
      if (Object.keys(patch).length) current = await patchUnit(tx, unit, patch, changes);
    } else {
      if (update)
        throw new OdfError(`${where}: unknown unit (DT_SCHEDULE_UPDATE only changes existing units)`);
      const missing = ['ScheduleStatus', 'StartDate', 'EndDate', 'Venue'].filter((n) => !a[n]);
      if (!name) missing.push('ItemName');
      if (missing.length) throw new OdfError(`${where} is new and lacks ${missing.join(', ')}`);
      const eventCode = code.slice(0, EVENT_CODE_LENGTH);
      const [event] = await tx.select().from(events).where(eq(events.code, eventCode));
      if (!event) throw new OdfError(`${where}: unknown event ${eventCode}`);
      const phaseCode = code.slice(0, PHASE_CODE_LENGTH);
      const [phase] = await tx.select().from(phases).where(eq(phases.code, phaseCode));
      if (!phase) {
        const [{ n } = { n: 0 }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(phases)
          .where(eq(phases.eventCode, eventCode));
        await tx.insert(phases).values({
          code: phaseCode,
          eventCode,
          name: a.PhaseName ?? phaseCode.slice(22).replace(/-+$/, ''),
          sortOrder: n + 1,
        });
        changes.add(TOPICS.reference);
      }
      const [created] = await tx
        .insert(units)
        .values({
          code,
          eventCode,
          phaseCode,
          disciplineCode: code.slice(0, 3),
          name: name!,
          startAt: startAt!,
          endAt: endAt!,
          logicalDay: logicalDay(startAt!, ctx.timeZone, ctx.dayBoundaryHour),
          venueCode: venue!,
          location: a.Location || venue!,
          scheduleStatus: a.ScheduleStatus!,
          resultStatus: 'START_LIST',
          medal: a.Medal !== undefined && MEDAL_FLAGS.has(a.Medal.toUpperCase()),
          startText: a.StartText || null,
        })
        .returning();
      current = created;
      changes.add(
        TOPICS.unit(code),
        TOPICS.event(eventCode),
        TOPICS.day(created!.logicalDay),
        TOPICS.schedule,
      );
    }
    const startListNode = kid(u, 'StartList');
    if (startListNode) {
      const starts = kids(startListNode, 'Start');
      const rows: StartInput[] = [];
      for (const [i, s] of starts.entries()) {
        const c = await competitor(tx, kid(s, 'Competitor'), `${where} Start ${i + 1}`);
        rows.push({ ...c, startOrder: optInt(s, 'StartOrder', `${where} Start`) ?? i + 1 });
      }
      await replaceStartList(tx, current!, rows, changes);
    }
  }
}

function itemName(u: OdfNode): string | undefined {
  const names = kids(u, 'ItemName');
  const eng = names.find((n) => (n.attrs.Language ?? 'ENG') === 'ENG') ?? names[0];
  return eng?.attrs.Value ?? (eng?.text || undefined);
}

function instant(value: string, what: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    throw new OdfError(`${what} must be a date-time with offset like 2026-07-14T18:00:00+04:00`);
  }
  return new Date(value);
}

/** The competition day: venue-local date, a unit before the boundary hour belongs to the day before. */
export function logicalDay(at: Date, timeZone: string, boundaryHour: number): string {
  const shifted = new Date(at.getTime() - boundaryHour * 3600_000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(shifted);
}

// ---------------------------------------------------------------- DT_RESULT

async function competitor(tx: Tx, node: OdfNode | undefined, where: string) {
  if (!node) throw new OdfError(`${where} lacks its Competitor`);
  const code = need(node, 'Code', `${where} Competitor`);
  const type = node.attrs.Type ?? 'A';
  if (type !== 'A' && type !== 'T') throw new OdfError(`${where}: Competitor Type must be A or T`);
  const [row] =
    type === 'A'
      ? await tx.select({ delegation: athletes.delegationCode }).from(athletes).where(eq(athletes.code, code))
      : await tx.select({ delegation: teams.delegationCode }).from(teams).where(eq(teams.code, code));
  if (!row) throw new OdfError(`${where}: unknown ${type === 'A' ? 'athlete' : 'team'} ${code}`);
  if (node.attrs.Organisation && node.attrs.Organisation !== row.delegation) {
    throw new OdfError(
      `${where}: competitor ${code} belongs to ${row.delegation}, not ${node.attrs.Organisation}`,
    );
  }
  return { competitorCode: code, competitorType: type, delegationCode: row.delegation };
}

/** "54.21", "1:52.04", "2:01:33.7" → milliseconds; null for marks that are not times. */
export function timeMs(result: string | undefined): number | null {
  if (!result) return null;
  const m = /^(?:(\d+):)?(?:(\d{1,2}):)?(\d{1,2})\.(\d{1,3})$/.exec(result);
  if (!m) return null;
  const [, a, b, s, frac] = m;
  const hours = b !== undefined ? Number(a) : 0;
  const minutes = b !== undefined ? Number(b) : Number(a ?? 0);
  return ((hours * 60 + minutes) * 60 + Number(s)) * 1000 + Number(frac!.padEnd(3, '0'));
}

async function applyResult(ctx: ApplyContext) {
  const { tx, msg, changes } = ctx;
  const h = msg.header;
  if (!isRsc(h.documentCode)) throw new OdfError('DT_RESULT needs a unit DocumentCode (34-character RSC)');
  const status = h.resultStatus;
  if (!status || !(RESULT_STATUSES as readonly string[]).includes(status)) {
    throw new OdfError(
      `DT_RESULT needs a ResultStatus of ${RESULT_STATUSES.join(', ')}; got ${status ?? 'none'}`,
    );
  }
  const unit = await lockUnit(tx, h.documentCode);
  if (!unit) throw new OdfError(`unknown unit ${h.documentCode}`);

  const rows: ResultInput[] = [];
  const starts: StartInput[] = [];
  const seen = new Set<string>();
  for (const [i, r] of kids(msg.competition, 'Result').entries()) {
    const where = `Result ${i + 1}`;
    const c = await competitor(tx, kid(r, 'Competitor'), where);
    if (seen.has(c.competitorCode))
      throw new OdfError(`${where}: competitor ${c.competitorCode} appears twice`);
    seen.add(c.competitorCode);
    const ext = extendedResults(r, where);
    rows.push({
      ...c,
      rank: optInt(r, 'Rank', where),
      sortOrder: optInt(r, 'SortOrder', where) ?? i + 1,
      result: r.attrs.Result || null,
      timeMs: timeMs(r.attrs.Result),
      difference: r.attrs.Diff || null,
      qualificationMark: r.attrs.QualificationMark || null,
      irm: r.attrs.IRM || null,
      wind: ext.wind,
      reactionTime: ext.reactionTime,
      points: ext.points,
      penalties: ext.penalties,
      score: ext.score,
      extras: ext.extras,
    });
    const startOrder = optInt(r, 'StartOrder', where);
    if (startOrder !== null) starts.push({ ...c, startOrder });
  }

  const before = await readResults(tx, unit.code);
  const sig = (list: ResultInput[]) =>
    JSON.stringify(
      list
        .map((r) => [r.competitorCode, r.rank, r.result ?? null, r.irm ?? null, r.sortOrder])
        .sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    );
  const resultsChanged = sig(before) !== sig(rows);
  const statusChanged = unit.resultStatus !== status;
  if (unit.resultStatus === 'OFFICIAL' && (resultsChanged || statusChanged)) {
    // An official result changed: readers see a correction note (ODF requires a Note here).
    await addCorrection(tx, unit, msg.notes.join('\n'), changes);
  }
  await replaceResults(tx, unit, rows, changes);
  if (starts.length) await replaceStartList(tx, unit, starts, changes);
  const after = await patchUnit(tx, unit, { resultStatus: status }, changes);
  if (after.medal) await recomputeEventMedals(tx, after.eventCode, changes);
}

interface Extended {
  wind: number | null;
  reactionTime: number | null;
  points: number | null;
  penalties: number | null;
  score: string | null;
  extras: ResultExtras | null;
}

/** ExtendedResults: WIND, RT (reaction time), POINTS, PENALTY, SCORE and SPLIT (Pos = distance). */
function extendedResults(r: OdfNode, where: string): Extended {
  const out: Extended = {
    wind: null,
    reactionTime: null,
    points: null,
    penalties: null,
    score: null,
    extras: null,
  };
  const splits: { distance: string; timeMs: number }[] = [];
  for (const e of kids(kid(r, 'ExtendedResults'), 'ExtendedResult')) {
    const code = need(e, 'Code', `${where} ExtendedResult`);
    const value = e.attrs.Value;
    const what = `${where} ExtendedResult ${code}`;
    if (code === 'WIND') out.wind = optNumber(value, what);
    else if (code === 'RT') out.reactionTime = optNumber(value, what);
    else if (code === 'POINTS') out.points = optNumber(value, what);
    else if (code === 'PENALTY') out.penalties = optNumber(value, what);
    else if (code === 'SCORE') out.score = value ?? null;
    else if (code === 'SPLIT') {
      const ms = timeMs(value);
      if (ms === null) throw new OdfError(`${what}: Value must be a time like 26.10`);
      splits.push({ distance: need(e, 'Pos', what), timeMs: ms });
    }
  }
  if (splits.length) out.extras = resultExtrasSchema.parse({ splits });
  return out;
}

// ---------------------------------------------------------------- DT_MEDALLISTS / DT_MEDALS

const MEDAL_CODES: Record<string, MedalKind> = {
  ME_GOLD: 'gold',
  ME_SILVER: 'silver',
  ME_BRONZE: 'bronze',
  GOLD: 'gold',
  SILVER: 'silver',
  BRONZE: 'bronze',
};

/** An event's medallists are checked against the medals computed from official results. */
async function checkMedallists({ tx, msg }: ApplyContext): Promise<Mismatch[]> {
  const eventCode = msg.header.documentCode.slice(0, EVENT_CODE_LENGTH);
  const [event] = await tx.select().from(events).where(eq(events.code, eventCode));
  if (!event) throw new OdfError(`unknown event ${eventCode}`);
  const theirs = new Map<string, MedalKind>();
  for (const [i, m] of kids(msg.competition, 'Medal').entries()) {
    const kind = MEDAL_CODES[need(m, 'Code', `Medal ${i + 1}`).toUpperCase()];
    if (!kind) throw new OdfError(`Medal ${i + 1}: Code must be ME_GOLD, ME_SILVER or ME_BRONZE`);
    const c = await competitor(tx, kid(m, 'Competitor'), `Medal ${i + 1}`);
    theirs.set(c.competitorCode, kind);
  }
  const ours = new Map(
    (await tx.select().from(medals).where(eq(medals.eventCode, eventCode))).map((m) => [
      m.competitorCode,
      m.medal,
    ]),
  );
  const mismatches: Mismatch[] = [];
  for (const code of new Set([...ours.keys(), ...theirs.keys()])) {
    if (ours.get(code) !== theirs.get(code)) {
      mismatches.push({
        key: `${eventCode}:${code}`,
        ours: ours.get(code) ?? null,
        theirs: theirs.get(code) ?? null,
      });
    }
  }
  return mismatches;
}

/**
 * The medal table (overall, or one discipline's when DocumentCode starts with its code) is
 * compared line by line with ours; a difference is reported, never written (issue 7 item 1).
 */
async function checkMedals({ tx, msg }: ApplyContext): Promise<Mismatch[]> {
  const prefix = msg.header.documentCode.slice(0, 3);
  let discipline: string | null = null;
  if (!/^-*$/.test(prefix)) {
    const [d] = await tx.select().from(disciplines).where(eq(disciplines.code, prefix));
    if (!d)
      throw new OdfError(`unknown discipline ${prefix} in DocumentCode (use dashes for the overall table)`);
    discipline = d.code;
  }
  const standings = kid(msg.competition, 'MedalStandings');
  if (!standings) throw new OdfError('DT_MEDALS carries no MedalStandings');
  const theirs = new Map<string, { gold: number; silver: number; bronze: number; total: number }>();
  for (const line of kids(standings, 'MedalLine')) {
    const where = `MedalLine ${line.attrs.Organisation ?? '?'}`;
    const org = need(line, 'Organisation', 'MedalLine');
    const n = (attr: string) => optInt(line, attr, where) ?? 0;
    const figures = { gold: n('Gold'), silver: n('Silver'), bronze: n('Bronze'), total: n('Total') };
    if (figures.total === 0) figures.total = figures.gold + figures.silver + figures.bronze;
    theirs.set(org, figures);
  }
  const awards = await tx
    .select({ delegation: medals.delegationCode, medal: medals.medal })
    .from(medals)
    .innerJoin(events, eq(events.code, medals.eventCode))
    .where(discipline ? eq(events.disciplineCode, discipline) : undefined);
  const ours = new Map(
    medalTable(awards as { delegation: string; medal: MedalKind }[]).map((r) => [
      r.delegation,
      { gold: r.gold, silver: r.silver, bronze: r.bronze, total: r.total },
    ]),
  );
  const mismatches: Mismatch[] = [];
  for (const org of new Set([...ours.keys(), ...theirs.keys()])) {
    const a = ours.get(org) ?? null;
    const b = theirs.get(org) ?? null;
    if (JSON.stringify(a) !== JSON.stringify(b)) mismatches.push({ key: org, ours: a, theirs: b });
  }
  return mismatches;
}

// ---------------------------------------------------------------- DT_COMMUNICATION / DT_PDF

async function documentDiscipline(tx: Tx, documentCode: string): Promise<string | null> {
  const prefix = documentCode.slice(0, 3);
  if (/^-*$/.test(prefix)) return null;
  const [d] = await tx.select().from(disciplines).where(eq(disciplines.code, prefix));
  if (!d) throw new OdfError(`unknown discipline ${prefix} in DocumentCode`);
  return d.code;
}

async function applyCommunication({ tx, msg, changes }: ApplyContext) {
  const c = kid(msg.competition, 'Communication');
  if (!c) throw new OdfError('DT_COMMUNICATION carries no Communication');
  const title = need(c, 'Title', 'Communication');
  const paragraphs = kids(c, 'Paragraph').map((p) => p.text);
  const text = paragraphs.length ? paragraphs.join('\n\n') : c.text;
  if (!text) throw new OdfError('Communication has no text (Paragraph elements)');
  const row = {
    code: msg.key,
    disciplineCode: await documentDiscipline(tx, msg.header.documentCode),
    title,
    priority: optInt(c, 'Priority', 'Communication') ?? 0,
    language: msg.header.language,
    text,
    publishedAt: new Date(),
  };
  await tx
    .insert(officialCommunications)
    .values(row)
    .onConflictDoUpdate({ target: officialCommunications.code, set: row });
  changes.add(TOPICS.documents);
}

async function applyPdf({ tx, msg, changes }: ApplyContext) {
  const d = kid(msg.competition, 'Document');
  if (!d) throw new OdfError('DT_PDF carries no Document');
  if (!msg.header.documentSubtype)
    throw new OdfError('DT_PDF needs a DocumentSubtype (the report type, e.g. C67)');
  const url = d.attrs.Url || null;
  const content = kid(d, 'Content')?.text || null;
  if (!url && !content) throw new OdfError('Document needs a Url or a base64 Content');
  if (content && !/^[A-Za-z0-9+/\s]+=*$/.test(content)) throw new OdfError('Document Content must be base64');
  if (url && !/^https?:\/\//.test(url)) throw new OdfError('Document Url must be an http(s) address');
  const row = {
    key: msg.key,
    documentCode: msg.header.documentCode,
    disciplineCode: await documentDiscipline(tx, msg.header.documentCode),
    reportType: msg.header.documentSubtype,
    title: need(d, 'Title', 'Document'),
    url,
    content: content?.replace(/\s+/g, '') ?? null,
    publishedAt: new Date(),
  };
  await tx.insert(reportDocuments).values(row).onConflictDoUpdate({ target: reportDocuments.key, set: row });
  changes.add(TOPICS.documents);
}
