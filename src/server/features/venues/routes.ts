import type { FastifyPluginAsync } from 'fastify';
import { venueAnswerSchema, venueParamsSchema, venuesAnswerSchema } from '../../../shared/contracts/venues';
import { TOPICS } from '../../db/versions';
import { publicGet } from '../../public-get';
import { listVenues, venueAnswer } from './queries';
import { venuesAdminRoutes } from './admin-routes';

export const venuesRoutes: FastifyPluginAsync = async (app) => {
  publicGet(app, '/api/venues', {
    tags: ['competition'],
    summary: 'Venues with coordinates and the disciplines held there',
    schema: venuesAnswerSchema,
    topics: () => [TOPICS.games, TOPICS.reference, TOPICS.schedule],
    compute: () => listVenues(app.database.db),
  });

  publicGet(app, '/api/venues/:code', {
    tags: ['competition'],
    summary:
      "A venue with its disciplines, the organisers' details (address, text, picture) and its next units",
    params: venueParamsSchema,
    schema: venueAnswerSchema,
    // Event and discipline names come from reference data; the units from the schedule.
    topics: () => [TOPICS.games, TOPICS.reference, TOPICS.schedule, TOPICS.content],
    localized: true,
    compute: ({ params, locale }) => venueAnswer(app.database.db, params.code, locale),
    notFound: ({ params }) => ({ key: 'venueNotFound', params: { code: params.code } }),
  });

  await app.register(venuesAdminRoutes);
};
