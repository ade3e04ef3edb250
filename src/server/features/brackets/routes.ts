import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bracketAnswerSchema,
  deskBracketWinnerBodySchema,
  deskStandingBodySchema,
  eventDrawParamsSchema,
  standingsAnswerSchema,
} from '../../../shared/contracts/brackets';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import { TOPICS } from '../../db/versions';
import { notFound } from '../../http-error';
import { publicGet } from '../../public-get';
import { bracket, standings } from './queries';
import { changeBracketWinner, changeStanding } from './service';

/** An event's knockout bracket and pool tables, read by everyone. */
export const bracketRoutes: FastifyPluginAsync = async (app) => {
  publicGet(app, '/api/events/:code/bracket', {
    tags: ['results'],
    summary: "An event's knockout bracket (and repechage), filled in from its matches' results",
    params: eventDrawParamsSchema,
    schema: bracketAnswerSchema,
    localized: true,
    topics: ({ params }) => [TOPICS.games, TOPICS.participants, TOPICS.reference, TOPICS.event(params.code)],
    compute: ({ params, locale }) => bracket(app.database.db, params.code, locale),
    notFound: ({ params }) => ({ key: 'eventNotFound', params: { code: params.code } }),
  });

  publicGet(app, '/api/events/:code/standings', {
    tags: ['results'],
    summary: "An event's pool tables with qualification marks",
    params: eventDrawParamsSchema,
    schema: standingsAnswerSchema,
    localized: true,
    topics: ({ params }) => [TOPICS.games, TOPICS.participants, TOPICS.reference, TOPICS.event(params.code)],
    compute: ({ params, locale }) => standings(app.database.db, params.code, locale),
    notFound: ({ params }) => ({ key: 'eventNotFound', params: { code: params.code } }),
  });
};

/** The results desk corrects a bracket match's winner and a pool table line (admins only, audited). */
export const bracketDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  const db = () => app.database.db;
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
  const done = z.object({ event_code: z.string() });

  async function answer(code: string, run: () => Promise<boolean>) {
    if (!(await run())) throw notFound('eventNotFound', { code });
    await app.publicCache.refresh();
    return { event_code: code };
  }

  app.put(
    '/api/admin/events/:code/bracket/winner',
    {
      schema: {
        tags: ['admin'],
        summary: "Correct a bracket match's winner (audited)",
        params: eventDrawParamsSchema,
        body: deskBracketWinnerBodySchema,
        response: { 200: done, ...errors },
      },
    },
    (req) => answer(req.params.code, () => changeBracketWinner(db(), req.user!, req.params.code, req.body)),
  );

  app.put(
    '/api/admin/events/:code/standings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Correct one line of a pool table (audited)',
        params: eventDrawParamsSchema,
        body: deskStandingBodySchema,
        response: { 200: done, ...errors },
      },
    },
    (req) => answer(req.params.code, () => changeStanding(db(), req.user!, req.params.code, req.body)),
  );
};
