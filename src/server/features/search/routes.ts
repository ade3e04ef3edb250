import type { FastifyPluginAsync } from 'fastify';
import { searchAnswerSchema, searchQuerySchema } from '../../../shared/contracts/search';
import { TOPICS } from '../../db/versions';
import { publicGet } from '../../public-get';
import { search } from './queries';

export const searchRoutes: FastifyPluginAsync = async (app) => {
  publicGet(app, '/api/search', {
    tags: ['participants'],
    summary:
      'One search over athletes (name, BIB), delegations, events, disciplines and venues, blind to case and accents, names in the reader’s language',
    query: searchQuerySchema,
    schema: searchAnswerSchema,
    // Names only: results and times never change what is found, so live updates keep answers cached.
    topics: () => [TOPICS.games, TOPICS.reference, TOPICS.participants],
    localized: true,
    compute: ({ query, locale }) => search(app.database.db, query.q, locale),
  });
};
