import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import {
  adminVenueSchema,
  adminVenuesAnswerSchema,
  venueCreateSchema,
  venueInputSchema,
  venueParamsSchema,
} from '../../../shared/contracts/venues';
import { HttpError } from '../../http-error';
import { requestLocale } from '../../i18n/messages';
import { adminVenues } from './admin-queries';
import { createVenue, deleteVenue, updateVenue } from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const writeErrors = { ...errors, 404: apiErrorSchema, 409: apiErrorSchema };

/** The organisers' venues: admins only (checked before the body is read), every write audited. */
export const venuesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  const db = () => app.database.db;

  /** The venue as the admin list shows it, once the public reads already see the change. */
  async function answer(code: string) {
    await app.publicCache.refresh();
    const [venue] = await adminVenues(db(), code);
    if (!venue) throw new HttpError(404, 'NOT_FOUND', 'venueNotFound', { code });
    return venue;
  }

  app.get(
    '/api/admin/venues',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every venue with its names per language, place, photo and what is held there (admin only)',
        response: { 200: adminVenuesAnswerSchema, ...errors },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { items: await adminVenues(db()) };
    },
  );

  app.post(
    '/api/admin/venues',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a venue; its code must be new (audited)',
        body: venueCreateSchema,
        response: { 201: adminVenueSchema, ...writeErrors },
      },
    },
    async (req, reply) => {
      await createVenue(db(), req.user!, req.body);
      return reply.status(201).send(await answer(req.body.code));
    },
  );

  app.put(
    '/api/admin/venues/:code',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a venue: names, city, coordinates, address, photo; its code stays (audited)',
        params: venueParamsSchema,
        body: venueInputSchema,
        response: { 200: adminVenueSchema, ...writeErrors },
      },
    },
    async (req) => {
      await updateVenue(db(), req.user!, req.params.code, req.body);
      return answer(req.params.code);
    },
  );

  app.delete(
    '/api/admin/venues/:code',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a venue no unit, schedule item, sport or content uses (audited)',
        params: venueParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (req, reply) => {
      await deleteVenue(db(), req.user!, req.params.code, requestLocale(req));
      await app.publicCache.refresh();
      return reply.status(204).send(null);
    },
  );
};
