import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import {
  redirectAnswerSchema,
  redirectInputSchema,
  redirectKeySchema,
  redirectListSchema,
  redirectQuerySchema,
  redirectSchema,
} from '../../../shared/contracts/redirects';
import { findRedirect, listRedirects } from './queries';
import { removeRedirect, saveRedirect } from './service';

export const redirectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/redirects',
    {
      schema: {
        tags: ['app'],
        summary: 'Does a path of the app move elsewhere?',
        querystring: redirectQuerySchema,
        response: { 200: redirectAnswerSchema },
      },
    },
    async (req, reply) => {
      const path = req.query.path.split('?')[0]!;
      const found = await findRedirect(app.database.db, path);
      reply.header('cache-control', 'public, max-age=60');
      return {
        path,
        target: found?.target ?? null,
        status: found?.status ?? null,
        external: found ? /^https?:\/\//i.test(found.target) : false,
      };
    },
  );

  await app.register(redirectsAdminRoutes);
};

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const writeErrors = { ...errors, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

/** The organisers' list of moved paths: admins only, checked before the body is read. */
const redirectsAdminRoutes: FastifyPluginAsyncZod = async (admin) => {
  const db = admin.database.db;
  admin.addHook('onRequest', admin.requireRole('admin'));

  admin.get(
    '/api/admin/redirects',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every redirect, by old path (admin only)',
        response: { 200: redirectListSchema, ...errors },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { items: await listRedirects(db) };
    },
  );

  admin.post(
    '/api/admin/redirects',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a redirect; a loop or a redirect to the same path is refused (admin only)',
        body: redirectInputSchema,
        response: { 201: redirectSchema.omit({ created_at: true }), ...writeErrors },
      },
    },
    async (req, reply) => {
      const saved = await saveRedirect(db, null, req.body);
      return reply.status(201).send(saved);
    },
  );

  admin.put(
    '/api/admin/redirects',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change the redirect at ?path= (its old path may change too) (admin only)',
        querystring: redirectKeySchema,
        body: redirectInputSchema,
        response: { 200: redirectSchema.omit({ created_at: true }), ...writeErrors },
      },
    },
    async (req) => saveRedirect(db, req.query.path, req.body),
  );

  admin.delete(
    '/api/admin/redirects',
    {
      schema: {
        tags: ['admin'],
        summary: 'Remove the redirect at ?path= (admin only)',
        querystring: redirectKeySchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (req, reply) => {
      await removeRedirect(db, req.query.path);
      return reply.status(204).send(null);
    },
  );
};
