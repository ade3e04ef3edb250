import type { FastifyPluginAsync } from 'fastify';
import {
  medalTableQuerySchema,
  medallistsAnswerSchema,
  medallistsQuerySchema,
  medalTableAnswerSchema,
} from '../../../shared/contracts/medals';
import { RECORDS_TOPIC } from '../../competition/records';
import { TOPICS } from '../../db/versions';
import { publicGet } from '../../public-get';
import { medallists, medalStandings } from './queries';

/** The medal table and the medallists of each event. */
export const medalsRoutes: FastifyPluginAsync = async (app) => {
  publicGet(app, '/api/medals', {
    tags: ['medals'],
    summary: 'Medal table: overall, or by discipline, gender or division',
    query: medalTableQuerySchema,
    schema: medalTableAnswerSchema,
    topics: () => [TOPICS.games, TOPICS.participants, TOPICS.medals],
    compute: ({ query }) => medalStandings(app.database.db, query),
  });

  publicGet(app, '/api/medals/events', {
    tags: ['medals'],
    summary: 'Medallists per event',
    query: medallistsQuerySchema,
    schema: medallistsAnswerSchema,
    // A medallist shows the record marks of the medal-winning result.
    topics: () => [TOPICS.games, TOPICS.participants, TOPICS.medals, RECORDS_TOPIC],
    localized: true,
    compute: ({ query, locale }) => medallists(app.database.db, query, locale),
  });
};
