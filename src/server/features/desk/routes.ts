import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { notFound } from '../../http-error';
import { deskUnit, deskUnits } from './queries';
import { changeResults, changeStartList, changeStatus, confirmMedals } from './service';

/**
 * The results desk: admins change a unit's statuses, start list and results, and confirm an
 * event's medals. Every change answers with the unit as the desk now shows it.
 */
export const resultsDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before the body is parsed and validated: a visitor learns nothing about the input.
  app.addHook('onRequest', app.requireRole('admin'));
  const db = () => app.database.db;
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

  /** Answers a unit change: 404 for an unknown unit; a refused change throws its 400 (DeskError). */
  async function answer(code: string, run: () => Promise<boolean>) {
    if (!(await run())) throw notFound('unitNotFound', { code });
    await app.publicCache.refresh();
    const unit = await deskUnit(db(), code);
    if (!unit) throw notFound('unitNotFound', { code });
    return unit;
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
    async (req) => {
      const unit = await deskUnit(db(), req.params.code);
      if (!unit) throw notFound('unitNotFound', { code: req.params.code });
      return unit;
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
    (req) => answer(req.params.code, () => changeStatus(db(), req.user!, req.params.code, req.body)),
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
    (req) => answer(req.params.code, () => changeStartList(db(), req.user!, req.params.code, req.body)),
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
    (req) => answer(req.params.code, () => changeResults(db(), req.user!, req.params.code, req.body)),
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
    async (req) => {
      const confirmed = await confirmMedals(db(), req.user!, req.params.code);
      if (!confirmed) throw notFound('eventNotFound', { code: req.params.code });
      await app.publicCache.refresh();
      return confirmed;
    },
  );
};
