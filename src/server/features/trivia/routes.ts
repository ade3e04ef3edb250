import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import {
  answersInputSchema,
  answersResultSchema,
  posterAnswerSchema,
  startAnswerSchema,
  triviaIdParams,
  triviaItemAnswerSchema,
  triviaListAnswerSchema,
  unlockAnswerSchema,
  unlockInputSchema,
} from '../../../shared/contracts/trivia';
import type { AppConfig } from '../../config';
import { TriviaError } from './messages';
import { qrSecret } from './secret';
import { expireAttempt, listTrivia, poster, start, submit, unlock, withdrawPoster } from './service';
import { posterUrl, tokenOf } from './token';

export interface TriviaOptions {
  config: Pick<AppConfig, 'TRIVIA_QR_SECRET' | 'dataDir' | 'PUBLIC_URL' | 'TEST_FAULT_ROUTES'>;
  /** The server's clock (tests pass their own). */
  now?: () => Date;
}

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  410: apiErrorSchema,
  422: apiErrorSchema,
};

/**
 * Trivia for visitors (signed in) and the posters for admins. Answers are per visitor, so
 * nothing here is cached anywhere.
 */
export const triviaRoutes: FastifyPluginAsyncZod<TriviaOptions> = async (app, opts) => {
  const secret = qrSecret(opts.config.TRIVIA_QR_SECRET, opts.config.dataDir);
  const now = opts.now ?? (() => new Date());
  const db = () => app.database.db;

  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const visitorRoutes: FastifyPluginAsyncZod = async (visitor) => {
    visitor.addHook('onRequest', visitor.requireUser);

    visitor.get(
      '/api/trivia',
      {
        schema: {
          tags: ['trivia'],
          summary: 'Published trivia, with what the signed-in visitor unlocked and answered',
          response: { 200: triviaListAnswerSchema, ...errors },
        },
      },
      async (req) => ({ items: await listTrivia(db(), req.user!) }),
    );

    visitor.get(
      '/api/trivia/:id',
      {
        schema: {
          tags: ['trivia'],
          summary: 'One published trivia, as the list shows it',
          params: triviaIdParams,
          response: { 200: triviaItemAnswerSchema, ...errors },
        },
      },
      async (req) => {
        const [item] = await listTrivia(db(), req.user!, req.params.id);
        if (!item) throw new TriviaError('notFound', { id: req.params.id });
        return item;
      },
    );

    visitor.post(
      '/api/trivia/unlock',
      {
        schema: {
          tags: ['trivia'],
          summary: "Unlock a trivia with its poster's code (the token or the whole scanned address)",
          body: unlockInputSchema,
          response: { 200: unlockAnswerSchema, ...errors },
        },
      },
      async (req) => ({ triviaId: await unlock(db(), secret, req.user!, tokenOf(req.body.code)) }),
    );

    visitor.post(
      '/api/trivia/:id/start',
      {
        schema: {
          tags: ['trivia'],
          summary: 'Open an unlocked trivia: its questions without the right answers, and the deadline',
          params: triviaIdParams,
          response: { 200: startAnswerSchema, ...errors },
        },
      },
      (req) => start(db(), req.user!, req.params.id, now()),
    );

    visitor.post(
      '/api/trivia/:id/answers',
      {
        schema: {
          tags: ['trivia'],
          summary: 'Send the answers, once, before the deadline; the points are added to the visitor',
          params: triviaIdParams,
          body: answersInputSchema,
          response: { 200: answersResultSchema, ...errors },
        },
      },
      (req) => submit(db(), req.user!, req.params.id, req.body.answers, now()),
    );

    // End-to-end runs only: the attempt's time runs out now instead of after its real limit.
    if (opts.config.TEST_FAULT_ROUTES) {
      visitor.post(
        '/api/test/trivia/:id/expire',
        { schema: { hide: true, params: triviaIdParams } },
        async (req, reply) => {
          if (!(await expireAttempt(db(), req.user!, req.params.id))) {
            throw new TriviaError('notFound', { id: req.params.id });
          }
          return reply.code(204).send();
        },
      );
    }
  };

  const adminRoutes: FastifyPluginAsyncZod = async (admin) => {
    admin.addHook('onRequest', admin.requireRole('admin'));

    /** PUBLIC_URL when set; otherwise the address the admin reached us at (they are signed in). */
    const origin = (req: FastifyRequest) => opts.config.PUBLIC_URL ?? `${req.protocol}://${req.host}`;

    admin.get(
      '/api/admin/trivia/:id/poster',
      {
        schema: {
          tags: ['admin'],
          summary: "A trivia's poster: the signed code and the address its QR code holds (admin only)",
          params: triviaIdParams,
          response: { 200: posterAnswerSchema, ...errors },
        },
      },
      async (req) => {
        const p = await poster(db(), secret, req.params.id);
        return { ...p, url: posterUrl(origin(req), p.token) };
      },
    );

    admin.post(
      '/api/admin/trivia/:id/poster/withdraw',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Withdraw the printed posters: their codes stop working, a new one is made (admin only, audited)',
          params: triviaIdParams,
          response: { 200: posterAnswerSchema, ...errors },
        },
      },
      async (req) => {
        await withdrawPoster(db(), req.user!, req.params.id);
        const p = await poster(db(), secret, req.params.id);
        return { ...p, url: posterUrl(origin(req), p.token) };
      },
    );
  };

  await app.register(visitorRoutes);
  await app.register(adminRoutes);
};
