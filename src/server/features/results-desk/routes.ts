import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import { eventParamsSchema, unitParamsSchema } from '../../../shared/contracts/results';
import {
  auditListSchema,
  auditQuerySchema,
  deskResultsBodySchema,
  deskStartListBodySchema,
  deskStatusBodySchema,
  deskUnitListQuerySchema,
  deskUnitListSchema,
  deskUnitSchema,
  ingestLogSchema,
  type DeskResultRow,
} from '../../../shared/contracts/desk';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { competitorName, toUnitSummary, unitSummaryColumns } from '../../db/competition-rows';
import {
  athletes,
  auditLog,
  events,
  ingestLog,
  medals,
  results,
  startList,
  teams,
  unitCorrections,
  units,
} from '../../db/schema';
import { bumpVersions } from '../../db/versions';
import { translate } from '../../i18n/messages';
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
  type Tx,
  type UnitRow,
} from '../../ingest/writes';

/** A desk change refused for a reason the form can show (unknown competitor, duplicate...). */
class DeskError extends Error {}

/**
 * The results desk (issue 7 item 2): admins change a unit's statuses, start list and results,
 * and confirm an event's medals. Each change is one transaction that writes the audit row
 * (who, when, before, after) and bumps the topics it touched; medals follow from official results.
 */
export const resultsDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before the body is parsed and validated: a visitor learns nothing about the input.
  app.addHook('onRequest', app.requireRole('admin'));
  const db = () => app.database.db;
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

  function refuse(req: FastifyRequest, reply: FastifyReply, status: 400 | 404, reason: string) {
    return reply.code(status).send({
      statusCode: status,
      error: status === 400 ? 'Bad Request' : 'Not Found',
      code: status === 400 ? 'DESK_INVALID' : 'NOT_FOUND',
      message:
        status === 400
          ? translate(req, 'deskInvalid', { reason })
          : translate(req, 'unitNotFound', { code: reason }),
    });
  }

  /** Runs one audited change; 404 for an unknown unit, 400 with the reason for a refused one. */
  async function change(
    req: FastifyRequest,
    reply: FastifyReply,
    code: string,
    action: string,
    work: (tx: Tx, unit: UnitRow, changes: Changes) => Promise<{ before: unknown; after: unknown }>,
  ) {
    try {
      const found = await db().transaction(async (t) => {
        const tx = t as unknown as Tx;
        const unit = await lockUnit(tx, code);
        if (!unit) return false;
        const changes = new Changes();
        const { before, after } = await work(tx, unit, changes);
        await tx.insert(auditLog).values({
          userId: req.user!.id,
          username: req.user!.username,
          action,
          target: code,
          before,
          after,
        });
        await bumpVersions(tx, changes.topics);
        return true;
      });
      if (!found) return refuse(req, reply, 404, code);
    } catch (err) {
      if (err instanceof DeskError) return refuse(req, reply, 400, err.message);
      throw err;
    }
    await app.publicCache.refresh();
    return reply.send(await deskUnit(db(), code));
  }

  app.get(
    '/api/admin/units',
    {
      schema: {
        tags: ['admin'],
        summary: 'Units for the results desk, by day and discipline (admin only)',
        querystring: deskUnitListQuerySchema,
        response: { 200: deskUnitListSchema, ...errors },
      },
    },
    async (req) => {
      const q = req.query;
      const rows = await db()
        .select(unitSummaryColumns)
        .from(units)
        .innerJoin(events, eq(events.code, units.eventCode))
        .where(
          and(
            q.day ? eq(units.logicalDay, q.day) : undefined,
            q.discipline ? eq(units.disciplineCode, q.discipline) : undefined,
          ),
        )
        .orderBy(asc(units.startAt), asc(units.code))
        .limit(q.limit);
      return { units: rows.map(toUnitSummary) };
    },
  );

  app.get(
    '/api/admin/units/:code',
    {
      schema: {
        tags: ['admin'],
        summary: "A unit's statuses, start list, results, corrections and its event's medals (admin only)",
        params: unitParamsSchema,
        response: { 200: deskUnitSchema, ...errors },
      },
    },
    async (req, reply) => {
      const unit = await deskUnit(db(), req.params.code);
      return unit ?? refuse(req, reply, 404, req.params.code);
    },
  );

  app.patch(
    '/api/admin/units/:code/status',
    {
      schema: {
        tags: ['admin'],
        summary: "Change a unit's ScheduleStatus and/or ResultStatus (audited)",
        params: unitParamsSchema,
        body: deskStatusBodySchema,
        response: { 200: deskUnitSchema, ...errors },
      },
    },
    (req, reply) =>
      change(req, reply, req.params.code, 'unit.status', async (tx, unit, changes) => {
        const before = { schedule_status: unit.scheduleStatus, result_status: unit.resultStatus };
        const b = req.body;
        const after = await patchUnit(
          tx,
          unit,
          {
            ...(b.schedule_status && { scheduleStatus: b.schedule_status }),
            ...(b.result_status && { resultStatus: b.result_status }),
          },
          changes,
        );
        if (unit.resultStatus === 'OFFICIAL' && after.resultStatus !== 'OFFICIAL') {
          await addCorrection(tx, unit, b.note ?? '', changes);
        }
        if (after.medal && after.resultStatus !== unit.resultStatus) {
          await recomputeEventMedals(tx, after.eventCode, changes);
        }
        return {
          before,
          after: {
            schedule_status: after.scheduleStatus,
            result_status: after.resultStatus,
            note: b.note ?? null,
          },
        };
      }),
  );

  app.put(
    '/api/admin/units/:code/start-list',
    {
      schema: {
        tags: ['admin'],
        summary: "Replace a unit's start list (audited)",
        params: unitParamsSchema,
        body: deskStartListBodySchema,
        response: { 200: deskUnitSchema, ...errors },
      },
    },
    (req, reply) =>
      change(req, reply, req.params.code, 'unit.start_list', async (tx, unit, changes) => {
        const before = (await readStartList(tx, unit.code)).map(startJson);
        const entries = req.body.entries;
        const delegationsOf = await resolveCompetitors(tx, entries);
        await replaceStartList(
          tx,
          unit,
          entries.map((e) => ({
            competitorCode: e.competitor_code,
            competitorType: e.competitor_type,
            delegationCode: delegationsOf.get(e.competitor_code)!,
            startOrder: e.start_order,
          })),
          changes,
        );
        await patchUnit(tx, unit, {}, changes);
        return { before, after: (await readStartList(tx, unit.code)).map(startJson) };
      }),
  );

  app.put(
    '/api/admin/units/:code/results',
    {
      schema: {
        tags: ['admin'],
        summary: "Replace a unit's results (audited); medals follow when the unit is official",
        params: unitParamsSchema,
        body: deskResultsBodySchema,
        response: { 200: deskUnitSchema, ...errors },
      },
    },
    (req, reply) =>
      change(req, reply, req.params.code, 'unit.results', async (tx, unit, changes) => {
        const before = (await readResults(tx, unit.code)).map(resultJson);
        const rows = req.body.rows;
        const delegationsOf = await resolveCompetitors(tx, rows);
        await replaceResults(
          tx,
          unit,
          rows.map((r) => ({
            competitorCode: r.competitor_code,
            competitorType: r.competitor_type,
            delegationCode: delegationsOf.get(r.competitor_code)!,
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
          await addCorrection(tx, unit, req.body.note ?? '', changes);
        }
        await patchUnit(tx, unit, {}, changes);
        if (unit.medal) await recomputeEventMedals(tx, unit.eventCode, changes);
        return { before, after };
      }),
  );

  app.post(
    '/api/admin/events/:code/medals/confirm',
    {
      schema: {
        tags: ['admin'],
        summary: "Recompute and confirm an event's medals from its official results (audited)",
        params: eventParamsSchema,
        response: {
          200: z.object({
            event_code: z.string(),
            changed: z.boolean(),
            medals: deskUnitSchema.shape.medals,
          }),
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const code = req.params.code;
      const [event] = await db().select().from(events).where(eq(events.code, code));
      if (!event) {
        return reply.code(404).send({
          statusCode: 404,
          error: 'Not Found',
          code: 'NOT_FOUND',
          message: translate(req, 'eventNotFound', { code }),
        });
      }
      const outcome = await db().transaction(async (t) => {
        const tx = t as unknown as Tx;
        const changes = new Changes();
        const r = await recomputeEventMedals(tx, code, changes);
        await tx.insert(auditLog).values({
          userId: req.user!.id,
          username: req.user!.username,
          action: 'event.medals.confirm',
          target: code,
          before: r.before.map(medalJson),
          after: r.medals.map(medalJson),
        });
        await bumpVersions(tx, changes.topics);
        return r;
      });
      await app.publicCache.refresh();
      return { event_code: code, changed: outcome.changed, medals: outcome.medals.map(medalJson) };
    },
  );

  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'Results desk changes, newest first: who, when, before and after (admin only)',
        querystring: auditQuerySchema,
        response: { 200: auditListSchema, ...errors },
      },
    },
    async (req) => {
      const rows = await db()
        .select()
        .from(auditLog)
        .where(req.query.target ? eq(auditLog.target, req.query.target.toUpperCase()) : undefined)
        .orderBy(desc(auditLog.id))
        .limit(req.query.limit);
      return {
        entries: rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          username: r.username,
          action: r.action,
          target: r.target,
          before: r.before,
          after: r.after,
        })),
      };
    },
  );

  app.get(
    '/api/admin/ingest-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'ODF messages received, newest first, with refusals and medal mismatches (admin only)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: { 200: ingestLogSchema, ...errors },
      },
    },
    async (req) => {
      const rows = await db().select().from(ingestLog).orderBy(desc(ingestLog.id)).limit(req.query.limit);
      return {
        entries: rows.map((r) => ({
          id: r.id,
          received_at: r.receivedAt.toISOString(),
          document_type: r.documentType,
          document_code: r.documentCode,
          version: r.version,
          outcome: r.outcome,
          reason: r.reason,
          via: r.via,
          report: r.report,
        })),
      };
    },
  );
};

/** Each competitor must exist and appear once; returns code → delegation. */
async function resolveCompetitors(tx: Tx, list: { competitor_code: string; competitor_type: 'A' | 'T' }[]) {
  const seen = new Set<string>();
  for (const e of list) {
    if (seen.has(e.competitor_code)) throw new DeskError(`competitor ${e.competitor_code} appears twice`);
    seen.add(e.competitor_code);
  }
  const codes = (type: 'A' | 'T') =>
    list.filter((e) => e.competitor_type === type).map((e) => e.competitor_code);
  const found = new Map<string, string>();
  const a = codes('A');
  const t = codes('T');
  if (a.length) {
    for (const r of await tx
      .select({ code: athletes.code, d: athletes.delegationCode })
      .from(athletes)
      .where(inArray(athletes.code, a)))
      found.set(r.code, r.d);
  }
  if (t.length) {
    for (const r of await tx
      .select({ code: teams.code, d: teams.delegationCode })
      .from(teams)
      .where(inArray(teams.code, t)))
      found.set(r.code, r.d);
  }
  const unknown = list.find((e) => !found.has(e.competitor_code));
  if (unknown) throw new DeskError(`unknown competitor ${unknown.competitor_code}`);
  return found;
}

const startJson = (r: { competitorCode: string; competitorType: string; startOrder: number }) => ({
  competitor_code: r.competitorCode,
  competitor_type: r.competitorType as 'A' | 'T',
  start_order: r.startOrder,
});

function resultJson(r: typeof results.$inferSelect): DeskResultRow {
  return {
    competitor_code: r.competitorCode,
    competitor_type: r.competitorType as 'A' | 'T',
    rank: r.rank,
    sort_order: r.sortOrder,
    result: r.result,
    irm: r.irm,
    qualification_mark: r.qualificationMark,
    difference: r.difference,
    points: r.points,
    score: r.score,
    extras: r.extras ?? null,
  };
}

const medalJson = (m: {
  medal: string;
  competitorCode: string;
  delegationCode: string;
  unitCode: string;
}) => ({
  medal: m.medal as 'gold' | 'silver' | 'bronze',
  competitor_code: m.competitorCode,
  delegation: m.delegationCode,
  unit_code: m.unitCode,
});

/** The desk's view of one unit, or null when the code is unknown. */
async function deskUnit(db: Db, code: string) {
  const [unit] = await db
    .select({ ...unitSummaryColumns, version: units.version })
    .from(units)
    .innerJoin(events, eq(events.code, units.eventCode))
    .where(eq(units.code, code));
  if (!unit) return null;
  const named = { name: competitorName };
  const [starts, rows, notes, won] = await Promise.all([
    db
      .select({ ...named, s: startList })
      .from(startList)
      .leftJoin(athletes, eq(athletes.code, startList.competitorCode))
      .leftJoin(teams, eq(teams.code, startList.competitorCode))
      .where(eq(startList.unitCode, code))
      .orderBy(asc(startList.startOrder)),
    db
      .select({ ...named, r: results })
      .from(results)
      .leftJoin(athletes, eq(athletes.code, results.competitorCode))
      .leftJoin(teams, eq(teams.code, results.competitorCode))
      .where(eq(results.unitCode, code))
      .orderBy(asc(results.sortOrder)),
    db
      .select()
      .from(unitCorrections)
      .where(eq(unitCorrections.unitCode, code))
      .orderBy(desc(unitCorrections.id)),
    db.select().from(medals).where(eq(medals.eventCode, unit.eventCode)),
  ]);
  return {
    unit: { ...toUnitSummary(unit), version: unit.version },
    start_list: starts.map(({ name, s }) => ({ ...startJson(s), name, delegation: s.delegationCode })),
    results: rows.map(({ name, r }) => ({ ...resultJson(r), name, delegation: r.delegationCode })),
    corrections: notes.map((n) => ({ note: n.note, at: n.at.toISOString() })),
    medals: won.map(medalJson),
  };
}
