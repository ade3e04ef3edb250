import type { FastifyPluginAsync } from 'fastify';
import { nowAnswerSchema, nowQuerySchema } from '../../../shared/contracts/now';
import { TOPICS } from '../../db/versions';
import { publicGet } from '../../public-get';
import { nowLists } from './queries';

/** "What is on now": the live units, the next two hours and the last results, in one read. */
export const nowRoutes: FastifyPluginAsync = async (app) => {
  publicGet(app, '/api/now', {
    tags: ['schedule'],
    summary:
      'Units on now, starting in the next two hours and finished in the last three, with scores and leaders',
    query: nowQuerySchema,
    schema: nowAnswerSchema,
    topics: () => [TOPICS.games, TOPICS.reference, TOPICS.participants, TOPICS.schedule],
    localized: true,
    compute: ({ query, locale }) => nowLists(app.database.db, new Date(query.at), locale),
  });
};
