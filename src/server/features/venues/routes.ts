import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { venuesAnswerSchema } from '../../../shared/contracts/venues';
import { TOPICS } from '../../db/versions';
import { listVenues } from './queries';

export const venuesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/venues',
    {
      compress: false,
      schema: {
        tags: ['competition'],
        summary: 'Venues with coordinates and the disciplines held there',
        response: { 200: venuesAnswerSchema },
      },
    },
    (req, reply) =>
      app.publicCache.serve(req, reply, {
        topics: [TOPICS.games, TOPICS.reference, TOPICS.schedule],
        schema: venuesAnswerSchema,
        compute: () => listVenues(app.database.db),
      }),
  );
};
