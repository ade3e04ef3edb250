import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import {
  feedbackAdminQuerySchema,
  feedbackListSchema,
  feedbackSchema,
  feedbackSentSchema,
} from '../../../shared/contracts/feedback';
import { feedbackMessage } from '../../../shared/i18n/feedback-messages';
import { requestLocale } from '../../i18n/messages';
import { allFeedback, feedbackPage } from './queries';
import { sendFeedback } from './service';
import { toCsv } from './csv';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The feedback form (signed-in users) and what the organisers read of it (admins). */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/api/feedback',
    {
      // Before the body is read: a visitor learns nothing about the input.
      onRequest: app.requireUser,
      schema: {
        tags: ['feedback'],
        summary: 'Send a sentiment and a suggestion (a few a day per account)',
        body: feedbackSchema,
        response: { 200: feedbackSentSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (req, reply) => {
      await sendFeedback(db, req.user!.id, req.body);
      reply.header('cache-control', 'no-store');
      return { message: feedbackMessage('feedbackThanks', requestLocale(req))! };
    },
  );

  await app.register(feedbackAdminRoutes);
};

/** The organisers' reading of the feedback: admins only, checked before anything else. */
const feedbackAdminRoutes: FastifyPluginAsyncZod = async (admin) => {
  const db = admin.database.db;
  admin.addHook('onRequest', admin.requireRole('admin'));

  admin.get(
    '/api/admin/feedback',
    {
      schema: {
        tags: ['admin'],
        summary: 'Feedback, newest first, with the count of each sentiment (admin only)',
        querystring: feedbackAdminQuerySchema,
        response: { 200: feedbackListSchema, ...errors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return feedbackPage(db, req.query);
    },
  );

  admin.get(
    '/api/admin/feedback.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'All feedback as CSV, formula-like cells neutralised (admin only)',
        response: { 200: z.string(), ...errors },
      },
    },
    async (_req, reply) => {
      const rows = await allFeedback(db);
      const csv = toCsv([
        ['id', 'created_at', 'username', 'sentiment', 'suggestion'],
        ...rows.map((r) => [r.id, r.created_at, r.username, r.sentiment, r.suggestion]),
      ]);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'attachment; filename="feedback.csv"')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
};
