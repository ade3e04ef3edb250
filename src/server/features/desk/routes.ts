import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import { eventParamsSchema, unitParamsSchema } from '../../../shared/contracts/results';
import {
  deskResultsBodySchema,
  deskStartListBodySchema,
  deskStatusBodySchema,
  deskUnitListQuerySchema,
  deskUnitListSchema,
  deskUnitSchema,
} from '../../../shared/contracts/desk';
import { translate } from '../../i18n/messages';
import { deskUnit, deskUnits } from './queries';
import { changeResults, changeStartList, changeStatus, confirmMedals, DeskError } from './service';

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

/**
 * The results desk: admins change a unit's statuses, start list and results, and confirm an
 * event's medals. Every change answers with the unit as the desk now shows it.
 */
export const resultsDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireRole('admin'));
  const db = () => app.database.db;
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

  /** Answers a unit change: 404 for an unknown unit, 400 with the reason for a refused one. */
  async function answer(req: FastifyRequest, reply: FastifyReply, code: string, run: () => Promise<boolean>) {
    try {
      if (!(await run())) return refuse(req, reply, 404, code);
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
    async (req) => ({ units: await deskUnits(db(), req.query) }),
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
      answer(req, reply, req.params.code, () => changeStatus(db(), req.user!, req.params.code, req.body)),
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
      answer(req, reply, req.params.code, () => changeStartList(db(), req.user!, req.params.code, req.body)),
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
      answer(req, reply, req.params.code, () => changeResults(db(), req.user!, req.params.code, req.body)),
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
      const confirmed = await confirmMedals(db(), req.user!, req.params.code);
      if (!confirmed) {
        return reply.code(404).send({
          statusCode: 404,
          error: 'Not Found',
          code: 'NOT_FOUND',
          message: translate(req, 'eventNotFound', { code: req.params.code }),
        });
      }
      await app.publicCache.refresh();
      return confirmed;
    },
  );
};
