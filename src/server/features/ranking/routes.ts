import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import {
  rankingFilterSchema,
  rankingMeSchema,
  rankingPageSchema,
  rankingQuerySchema,
} from '../../../shared/contracts/ranking';
import { PUBLIC_CACHE_CONTROL } from '../../../shared/domain/public-cache';
import { rankingMe, rankingPage } from './queries';

/**
 * The trivia ranking. The list is public and the same for every reader, so browsers and CDNs
 * may keep it briefly; the reader's own row is asked for apart and never stored by a shared
 * cache (decision 0047).
 */
export const rankingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/ranking',
    {
      schema: {
        tags: ['ranking'],
        summary: 'The ranking by trivia points, paged; optionally without users at 0 points or of one type',
        querystring: rankingQuerySchema,
        response: { 200: rankingPageSchema, 400: apiErrorSchema },
      },
    },
    async (req, reply) => {
      // Nothing in this answer depends on who asks: it may be shared.
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      return rankingPage(db, req.query);
    },
  );

  app.get(
    '/api/ranking/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['ranking'],
        summary: "The reader's row in the same list and the page that holds it",
        querystring: rankingFilterSchema,
        response: { 200: rankingMeSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return rankingMe(db, req.user!.id, req.query);
    },
  );
};
