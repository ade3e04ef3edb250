import type { FastifyPluginAsync } from 'fastify';
import {
  unitDetailSchema,
  classificationAnswerSchema,
  eventParamsSchema,
  unitParamsSchema,
} from '../../../shared/contracts/results';
import { TOPICS } from '../../db/versions';
import { publicGet } from '../../public-get';
import { classification, unitDetail } from './queries';

/** A unit with its start list and results; an event's final ranking. */
export const resultsRoutes: FastifyPluginAsync = async (app) => {
  publicGet(app, '/api/units/:code', {
    tags: ['results'],
    summary: 'A competition unit (34-character RSC) with start list, results and medals',
    params: unitParamsSchema,
    schema: unitDetailSchema,
    topics: ({ params }) => [TOPICS.games, TOPICS.participants, TOPICS.unit(params.code)],
    localized: true,
    compute: ({ params, locale }) => unitDetail(app.database.db, params.code, locale),
    notFound: ({ params }) => ({ key: 'unitNotFound', params: { code: params.code } }),
  });

  publicGet(app, '/api/events/:code/classification', {
    tags: ['results'],
    summary: "An event's final ranking (22-character RSC event code)",
    params: eventParamsSchema,
    schema: classificationAnswerSchema,
    topics: ({ params }) => [TOPICS.games, TOPICS.participants, TOPICS.event(params.code)],
    localized: true,
    compute: ({ params, locale }) => classification(app.database.db, params.code, locale),
    notFound: ({ params }) => ({ key: 'eventNotFound', params: { code: params.code } }),
  });
};
