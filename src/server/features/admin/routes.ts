import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asc } from 'drizzle-orm';
import { sessionUserSchema } from '../../../shared/contracts/auth';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import { users } from '../../db/schema';
import { sessionUserColumns } from '../auth';

/** Admin-only routes; every one goes through requireRole('admin'). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before the body is parsed and validated: a visitor learns nothing about the input.
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'All accounts (admin only)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: {
          200: z.object({ users: z.array(sessionUserSchema) }),
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (req) => ({
      users: await app.database.db
        .select(sessionUserColumns)
        .from(users)
        .orderBy(asc(users.id))
        .limit(req.query.limit),
    }),
  );
};
