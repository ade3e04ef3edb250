import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import {
  scheduleDayAnswerSchema,
  scheduleDayParamsSchema,
  scheduleDisciplineAnswerSchema,
  scheduleDisciplineParamsSchema,
  scheduleDisciplineQuerySchema,
  scheduleGridAnswerSchema,
  scheduleGridQuerySchema,
  scheduleQuerySchema,
} from '../../../shared/contracts/schedule';
import { TOPICS } from '../../db/versions';
import { scheduleDay, scheduleDiscipline, scheduleGrid } from './queries';

/** The schedule by day, by discipline and as a grid, with the filters of spec §3. */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/api/schedule/days/:day',
    {
      compress: false,
      schema: {
        tags: ['schedule'],
        summary: "One competition day's units and other schedule items",
        params: scheduleDayParamsSchema,
        querystring: scheduleQuerySchema,
        response: { 200: scheduleDayAnswerSchema, 404: apiErrorSchema },
      },
    },
    (req, reply) =>
      app.publicCache.serve(req, reply, {
        topics: [TOPICS.games, TOPICS.reference, TOPICS.day(req.params.day)],
        schema: scheduleDayAnswerSchema,
        compute: () => scheduleDay(db(), req.params.day, req.query),
        notFound: { key: 'dayNotFound', params: { day: req.params.day } },
      }),
  );

  app.get(
    '/api/schedule/disciplines/:code',
    {
      compress: false,
      schema: {
        tags: ['schedule'],
        summary: "A discipline's schedule, grouped by day",
        params: scheduleDisciplineParamsSchema,
        querystring: scheduleDisciplineQuerySchema,
        response: { 200: scheduleDisciplineAnswerSchema, 404: apiErrorSchema },
      },
    },
    (req, reply) =>
      app.publicCache.serve(req, reply, {
        topics: [TOPICS.games, TOPICS.reference, TOPICS.schedule],
        schema: scheduleDisciplineAnswerSchema,
        compute: () => scheduleDiscipline(db(), req.params.code, req.query.day),
        notFound: { key: 'disciplineNotFound', params: { code: req.params.code } },
      }),
  );

  app.get(
    '/api/schedule/grid',
    {
      compress: false,
      schema: {
        tags: ['schedule'],
        summary: 'Disciplines by day: event days only or all days, with the grid filters',
        querystring: scheduleGridQuerySchema,
        response: { 200: scheduleGridAnswerSchema },
      },
    },
    (req, reply) =>
      app.publicCache.serve(req, reply, {
        topics: [TOPICS.games, TOPICS.reference, TOPICS.schedule],
        schema: scheduleGridAnswerSchema,
        compute: () => scheduleGrid(db(), req.query),
      }),
  );
};
