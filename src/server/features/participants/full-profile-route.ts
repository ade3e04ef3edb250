import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import { athleteFullProfileSchema, athleteParamsSchema } from '../../../shared/contracts/participants';
import { notFound } from '../../http-error';
import { contentLocale } from '../../i18n/messages';
import { athleteProfile } from './queries';

/**
 * An athlete's whole profile (birth date, height, weight, school, photo and its consent) for
 * the organisers. Accounts carry no verified link to a delegation (their organisation is a free
 * text the user types), so a delegation's own staff cannot be told apart: admins only. Never
 * cached, never public.
 */
export const athleteFullProfileRoute: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  app.get(
    '/api/admin/athletes/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "An athlete's whole profile, birth date and photo consent included (admin only)",
        params: athleteParamsSchema,
        response: {
          200: athleteFullProfileSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const profile = await athleteProfile(app.database.db, req.params.id, contentLocale(req.headers));
      if (!profile) throw notFound('athleteNotFound', { id: String(req.params.id) });
      reply.header('cache-control', 'no-store');
      return profile;
    },
  );
};
