import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import {
  FOLLOW_KINDS,
  followParamsSchema,
  followsAnswerSchema,
  followsMergeSchema,
  followUnitsAnswerSchema,
  followUnitsQuerySchema,
  type Follow,
} from '../../../shared/contracts/follow';
import { TOPICS } from '../../db/versions';
import { publicGet } from '../../public-get';
import { listFollows, namedFollows, unitsOfFollows } from './queries';
import { addFollow, mergeFollows, removeFollow } from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

/**
 * Follows: an account's list (its own, never cached by anyone), and the units any list brings
 * in, a public read keyed by the list itself, so a guest's device list and an account's are
 * read the same way and a live change answers every reader of that list from one copy.
 */
export const followRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  publicGet(app, '/api/follows/units', {
    tags: ['follow'],
    summary:
      'The units a list of follows brings in (athletes, delegations, events, disciplines: comma-separated codes), in schedule order, with who plays, the score and the follows behind each',
    query: followUnitsQuerySchema,
    schema: followUnitsAnswerSchema,
    topics: () => [TOPICS.games, TOPICS.participants, TOPICS.schedule, TOPICS.results],
    localized: true,
    compute: async ({ query, locale }) => {
      const list: Follow[] = FOLLOW_KINDS.flatMap((kind) =>
        (query[kind] ?? []).map((code) => ({ kind, code })),
      );
      const [follows, units] = await Promise.all([
        namedFollows(db(), list, locale),
        unitsOfFollows(db(), list, locale),
      ]);
      return { follows, units };
    },
  });

  const accountRoutes: FastifyPluginAsyncZod = async (account) => {
    account.addHook('onRequest', account.requireUser);
    account.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    account.get(
      '/api/me/follows',
      {
        schema: {
          tags: ['follow'],
          summary: 'What the signed-in account follows',
          response: { 200: followsAnswerSchema, ...errors },
        },
      },
      async (req) => ({ follows: await listFollows(db(), req.user!.id) }),
    );

    account.put(
      '/api/me/follows/:kind/:code',
      {
        schema: {
          tags: ['follow'],
          summary: 'Follow an athlete (by code), a delegation, an event or a discipline',
          params: followParamsSchema,
          response: { 200: followsAnswerSchema, ...errors },
        },
      },
      async (req) => ({ follows: await addFollow(db(), req.user!.id, req.params) }),
    );

    account.delete(
      '/api/me/follows/:kind/:code',
      {
        schema: {
          tags: ['follow'],
          summary: 'Stop following something',
          params: followParamsSchema,
          response: { 200: followsAnswerSchema, ...errors },
        },
      },
      async (req) => ({ follows: await removeFollow(db(), req.user!.id, req.params) }),
    );

    account.post(
      '/api/me/follows/merge',
      {
        schema: {
          tags: ['follow'],
          summary:
            "Add a device's follows to the account's (at login, or from a share link); unknown codes are dropped",
          body: followsMergeSchema,
          response: { 200: followsAnswerSchema, ...errors },
        },
      },
      async (req) => ({ follows: await mergeFollows(db(), req.user!.id, req.body.follows) }),
    );
  };
  await app.register(accountRoutes);
};
