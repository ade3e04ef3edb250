import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import {
  competitionSchema,
  disciplineEventsAnswerSchema,
  disciplineParamsSchema,
  disciplinesAnswerSchema,
} from '../../../shared/contracts/disciplines';
import { TOPICS } from '../../db/versions';
import { disciplineEvents, getCompetition, listDisciplines } from './queries';

/** The games, their competition days and the disciplines with their events (issue 3 item 3). */
export const disciplinesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/api/competition',
    {
      compress: false,
      schema: {
        tags: ['competition'],
        summary: 'The games: name, dates, time zone and competition days',
        response: { 200: competitionSchema, 404: apiErrorSchema },
      },
    },
    (req, reply) =>
      app.publicCache.serve(req, reply, {
        topics: [TOPICS.games, TOPICS.reference, TOPICS.schedule],
        schema: competitionSchema,
        compute: () => getCompetition(db()),
      }),
  );

  app.get(
    '/api/disciplines',
    {
      compress: false,
      schema: {
        tags: ['competition'],
        summary: 'The 18 disciplines with names in four languages and their coordinators',
        response: { 200: disciplinesAnswerSchema },
      },
    },
    (req, reply) =>
      app.publicCache.serve(req, reply, {
        topics: [TOPICS.games, TOPICS.reference],
        schema: disciplinesAnswerSchema,
        compute: () => listDisciplines(db()),
      }),
  );

  app.get(
    '/api/disciplines/:code/events',
    {
      compress: false,
      schema: {
        tags: ['competition'],
        summary: "A discipline's events (gender, division, medal event, individual or team)",
        params: disciplineParamsSchema,
        response: { 200: disciplineEventsAnswerSchema, 404: apiErrorSchema },
      },
    },
    (req, reply) =>
      app.publicCache.serve(req, reply, {
        topics: [TOPICS.games, TOPICS.reference],
        schema: disciplineEventsAnswerSchema,
        compute: () => disciplineEvents(db(), req.params.code),
        notFound: { key: 'disciplineNotFound', params: { code: req.params.code } },
      }),
  );
};
