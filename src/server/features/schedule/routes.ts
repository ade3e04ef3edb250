import type { FastifyPluginAsync } from 'fastify';
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
import { publicGet } from '../../public-get';
import { scheduleDay, scheduleDiscipline, scheduleGrid } from './queries';

/** The schedule by day, by discipline and as a grid, with the schedule filters. */
export const scheduleRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;

  publicGet(app, '/api/schedule/days/:day', {
    tags: ['schedule'],
    summary: "One competition day's units and other schedule items",
    params: scheduleDayParamsSchema,
    query: scheduleQuerySchema,
    schema: scheduleDayAnswerSchema,
    topics: ({ params }) => [TOPICS.games, TOPICS.reference, TOPICS.day(params.day)],
    localized: true,
    compute: ({ params, query, locale }) => scheduleDay(db(), params.day, { ...query, locale }),
    notFound: ({ params }) => ({ key: 'dayNotFound', params: { day: params.day } }),
  });

  publicGet(app, '/api/schedule/disciplines/:code', {
    tags: ['schedule'],
    summary: "A discipline's schedule, grouped by day",
    params: scheduleDisciplineParamsSchema,
    query: scheduleDisciplineQuerySchema,
    schema: scheduleDisciplineAnswerSchema,
    topics: () => [TOPICS.games, TOPICS.reference, TOPICS.schedule],
    localized: true,
    compute: ({ params, query, locale }) => scheduleDiscipline(db(), params.code, query.day, locale),
    notFound: ({ params }) => ({ key: 'disciplineNotFound', params: { code: params.code } }),
  });

  publicGet(app, '/api/schedule/grid', {
    tags: ['schedule'],
    summary: 'Disciplines by day: event days only or all days, with the grid filters',
    query: scheduleGridQuerySchema,
    schema: scheduleGridAnswerSchema,
    topics: () => [TOPICS.games, TOPICS.reference, TOPICS.schedule],
    compute: ({ query }) => scheduleGrid(db(), query),
  });
};
