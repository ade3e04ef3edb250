import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminContentAnswerSchema,
  adminContentItemSchema,
  contentIdParams,
  contentInputSchema,
  contentKindQuery,
  publishInputSchema,
  reorderInputSchema,
  UPLOAD_LIMITS,
  uploadAnswerSchema,
} from '../../../shared/contracts/content';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import { adminItem, adminItems } from './queries';
import { createItem, deleteItem, publishItem, reorderItems, replaceItem } from './service';
import { storeUpload } from './uploads';
import { decodeFileNameHeader } from '../../file-name-header';
import { ContentError } from './service';

/** The organisers' content admin: every route here is for admins only, writes are audited. */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before the body is parsed and validated: a visitor learns nothing about the input.
  app.addHook('onRequest', app.requireRole('admin'));
  const db = () => app.database.db;
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

  // Uploads come as the file's raw bytes; the largest allowed file sets the body limit, and the
  // bytes decide the type and its own limit (storeUpload).
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: Math.max(...Object.values(UPLOAD_LIMITS).map((l) => l.maxBytes)) },
    (_req, body, done) => done(null, body),
  );

  /** The item as the admin list shows it, after a change the public reads already see. */
  async function answer(id: number) {
    await app.publicCache.refresh();
    const item = await adminItem(db(), id);
    if (!item) throw new ContentError('contentNotFound', { id }, 404);
    return item;
  }

  app.post(
    '/api/admin/uploads',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Upload an image or a PDF as raw bytes (X-File-Name: the URI-encoded name); images are re-encoded (admin only)',
        headers: z.object({ 'x-file-name': z.string().max(1000).optional() }),
        // full=1: an official photo, kept at its full size too for readers to save.
        querystring: z.object({ full: z.enum(['0', '1']).optional() }),
        response: {
          200: uploadAnswerSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (req) => {
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return storeUpload(db(), app.storage, bytes, decodeFileNameHeader(req.headers['x-file-name']), {
        keepFullSize: req.query.full === '1',
      });
    },
  );

  app.get(
    '/api/admin/content',
    {
      schema: {
        tags: ['admin'],
        summary: 'Content items of a kind in their order, drafts included (admin only)',
        querystring: contentKindQuery,
        response: { 200: adminContentAnswerSchema, ...errors },
      },
    },
    (req) => adminItems(db(), req.query.kind),
  );

  app.post(
    '/api/admin/content',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a content item, placed last of its kind (audited)',
        body: contentInputSchema,
        response: { 200: adminContentItemSchema, ...errors },
      },
    },
    async (req) => answer(await createItem(db(), req.user!, req.body)),
  );

  app.put(
    '/api/admin/content/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Replace a content item; its kind cannot change (audited)',
        params: contentIdParams,
        body: contentInputSchema,
        response: { 200: adminContentItemSchema, ...errors },
      },
    },
    async (req) => {
      await replaceItem(db(), req.user!, req.params.id, req.body);
      return answer(req.params.id);
    },
  );

  app.post(
    '/api/admin/content/:id/publish',
    {
      schema: {
        tags: ['admin'],
        summary: 'Publish or withdraw a content item (audited)',
        params: contentIdParams,
        body: publishInputSchema,
        response: { 200: adminContentItemSchema, ...errors },
      },
    },
    async (req) => {
      await publishItem(db(), req.user!, req.params.id, req.body.published);
      return answer(req.params.id);
    },
  );

  app.post(
    '/api/admin/content/reorder',
    {
      schema: {
        tags: ['admin'],
        summary: 'Put every item of a kind in a new order (audited)',
        body: reorderInputSchema,
        response: { 200: adminContentAnswerSchema, ...errors },
      },
    },
    async (req) => {
      await reorderItems(db(), req.user!, req.body.kind, req.body.ids);
      await app.publicCache.refresh();
      return adminItems(db(), req.body.kind);
    },
  );

  app.delete(
    '/api/admin/content/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a content item; its uploaded files stay (audited)',
        params: contentIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await deleteItem(db(), req.user!, req.params.id);
      await app.publicCache.refresh();
      return reply.status(204).send(null);
    },
  );
};
