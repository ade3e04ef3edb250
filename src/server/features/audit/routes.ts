import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import { auditListSchema, auditQuerySchema } from '../../../shared/contracts/audit';
import { auditEntries } from './queries';

/** The audit trail of the results desk, for admins only. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before the body is parsed and validated: a visitor learns nothing about the input.
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'Results desk changes, newest first: who, when, before and after (admin only)',
        querystring: auditQuerySchema,
        response: {
          200: auditListSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (req) => ({ entries: await auditEntries(app.database.db, req.query) }),
  );
};
