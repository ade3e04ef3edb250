import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import { safeSportWatchedSchema } from '../../../shared/contracts/videos';
import { safeSportViews } from '../../db/schema';

const errors = { 401: apiErrorSchema };

/**
 * Whether an account watched the safe-sport video to the end. Kept on the server so the
 * mark follows the account to any device; the app keeps a guest's on the device.
 */
export const safeSportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/api/me/safe-sport',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['videos'],
        summary: 'Whether the signed-in account watched the safe-sport video to the end',
        response: { 200: safeSportWatchedSchema, ...errors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const [row] = await db()
        .select({ at: safeSportViews.watchedAt })
        .from(safeSportViews)
        .where(eq(safeSportViews.userId, req.user!.id));
      return { watched: row !== undefined };
    },
  );

  app.put(
    '/api/me/safe-sport',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['videos'],
        summary: 'Record that the signed-in account watched the safe-sport video to the end',
        response: { 200: safeSportWatchedSchema, ...errors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      // Watching again keeps the first time: the mark says when it was first earned.
      await db().insert(safeSportViews).values({ userId: req.user!.id }).onConflictDoNothing();
      return { watched: true };
    },
  );
};
