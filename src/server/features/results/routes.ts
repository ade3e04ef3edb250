import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unitDetailSchema } from '../../../shared/contracts/competition';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import {
  classificationAnswerSchema,
  eventParamsSchema,
  unitParamsSchema,
} from '../../../shared/contracts/results';
import { TOPICS } from '../../db/versions';
import { classification, unitDetail } from './queries';

/** A unit with its start list and results; an event's final ranking (issue 3 item 3). */
export const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/units/:code',
    {
      compress: false,
      schema: {
        tags: ['results'],
        summary: 'A competition unit (34-character RSC) with start list, results and medals',
        params: unitParamsSchema,
        response: { 200: unitDetailSchema, 404: apiErrorSchema },
      },
    },
    (req, reply) =>
      app.publicCache.serve(req, reply, {
        topics: [TOPICS.games, TOPICS.participants, TOPICS.unit(req.params.code)],
        schema: unitDetailSchema,
        compute: () => unitDetail(app.database.db, req.params.code),
        notFound: { key: 'unitNotFound', params: { code: req.params.code } },
      }),
  );

  app.get(
    '/api/events/:code/classification',
    {
      compress: false,
      schema: {
        tags: ['results'],
        summary: "An event's final ranking (22-character RSC event code)",
        params: eventParamsSchema,
        response: { 200: classificationAnswerSchema, 404: apiErrorSchema },
      },
    },
    (req, reply) =>
      app.publicCache.serve(req, reply, {
        topics: [TOPICS.games, TOPICS.participants, TOPICS.event(req.params.code)],
        schema: classificationAnswerSchema,
        compute: () => classification(app.database.db, req.params.code),
        notFound: { key: 'eventNotFound', params: { code: req.params.code } },
      }),
  );
};
