import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { medalTableQuerySchema } from '../../../shared/contracts/competition';
import {
  medallistsAnswerSchema,
  medallistsQuerySchema,
  medalTableAnswerSchema,
} from '../../../shared/contracts/medals';
import { TOPICS } from '../../db/versions';
import { medallists, medalStandings } from './queries';

/** The medal table and the medallists of each event (issue 3 items 3 and 4). */
export const medalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/medals',
    {
      compress: false,
      schema: {
        tags: ['medals'],
        summary: 'Medal table: overall, or by discipline, gender or division',
        querystring: medalTableQuerySchema,
        response: { 200: medalTableAnswerSchema },
      },
    },
    (req, reply) =>
      app.publicCache.serve(req, reply, {
        topics: [TOPICS.games, TOPICS.participants, TOPICS.medals],
        schema: medalTableAnswerSchema,
        compute: () => medalStandings(app.database.db, req.query),
      }),
  );

  app.get(
    '/api/medals/events',
    {
      compress: false,
      schema: {
        tags: ['medals'],
        summary: 'Medallists per event',
        querystring: medallistsQuerySchema,
        response: { 200: medallistsAnswerSchema },
      },
    },
    (req, reply) =>
      app.publicCache.serve(req, reply, {
        topics: [TOPICS.games, TOPICS.participants, TOPICS.medals],
        schema: medallistsAnswerSchema,
        compute: () => medallists(app.database.db, req.query),
      }),
  );
};
