import type { FastifyPluginAsync } from 'fastify';
import { venuesAnswerSchema } from '../../../shared/contracts/venues';
import { TOPICS } from '../../db/versions';
import { publicGet } from '../../public-get';
import { listVenues } from './queries';

export const venuesRoutes: FastifyPluginAsync = async (app) => {
  publicGet(app, '/api/venues', {
    tags: ['competition'],
    summary: 'Venues with coordinates and the disciplines held there',
    schema: venuesAnswerSchema,
    topics: () => [TOPICS.games, TOPICS.reference, TOPICS.schedule],
    compute: () => listVenues(app.database.db),
  });
};
