import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { redirectAnswerSchema, redirectQuerySchema } from '../../../shared/contracts/redirects';
import { findRedirect } from './queries';

export const redirectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/redirects',
    {
      schema: {
        tags: ['app'],
        summary: 'Does a path of the app move elsewhere?',
        querystring: redirectQuerySchema,
        response: { 200: redirectAnswerSchema },
      },
    },
    async (req, reply) => {
      const path = req.query.path.split('?')[0]!;
      const found = await findRedirect(app.database.db, path);
      reply.header('cache-control', 'public, max-age=60');
      return {
        path,
        target: found?.target ?? null,
        status: found?.status ?? null,
        external: found ? /^https?:\/\//i.test(found.target) : false,
      };
    },
  );
};
