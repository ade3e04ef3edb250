import { timingSafeEqual, createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import { ingestAnswerSchema, ingestLogSchema } from '../../../shared/contracts/ingest';
import { HttpError } from '../../http-error';
import { ingestOdf } from './service';
import { ingestLogEntries } from './queries';
import { OdfError } from '../../odf/parse';

/** ODF messages are at most about 10 MB, compressed or not, so a larger body is refused unread. */
export const MAX_ODF_BYTES = 10 * 1024 * 1024;

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * `POST /api/ingest/odf`: a results system's feed, or an admin uploading a file; and the
 * ingest log admins read to see what arrived and what was refused.
 */
export const ingestRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const key = config.INGEST_API_KEY ? digest(config.INGEST_API_KEY) : null;

  // Raw bytes: the body may be gzip, and the XML is parsed by the ingest itself.
  app.addContentTypeParser(
    ['application/xml', 'text/xml', 'application/octet-stream', 'application/gzip'],
    { parseAs: 'buffer', bodyLimit: MAX_ODF_BYTES },
    (_req, body, done) => done(null, body),
  );

  /** Who sent each accepted message, settled once before the body is read. */
  const senders = new WeakMap<FastifyRequest, string>();

  app.post(
    '/api/ingest/odf',
    {
      bodyLimit: MAX_ODF_BYTES,
      // Who is sending is settled before the body is read, parsed or validated.
      onRequest: async (req) => {
        const sent = req.headers['x-api-key'];
        const keyOk = key !== null && typeof sent === 'string' && timingSafeEqual(digest(sent), key);
        if (keyOk) senders.set(req, 'api-key');
        else if (req.user?.type === 'admin') senders.set(req, `user:${req.user.id}`);
        else throw new HttpError(401, 'INGEST_UNAUTHORIZED', 'ingestKeyInvalid');
      },
      schema: {
        tags: ['live'],
        summary:
          'Apply one ODF message (XML, optionally gzip: Content-Encoding or a gzip body); X-API-KEY or an admin session',
        headers: z.object({ 'x-api-key': z.string().max(256).optional() }).loose(),
        response: { 200: ingestAnswerSchema, 400: apiErrorSchema, 401: apiErrorSchema, 413: apiErrorSchema },
      },
    },
    async (req) => {
      let bytes = req.body as Buffer | undefined;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) {
        throw new HttpError(400, 'ODF_REJECTED', 'odfRejected', { reason: 'empty body' });
      }
      if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
        try {
          bytes = gunzipSync(bytes, { maxOutputLength: MAX_ODF_BYTES });
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
            throw new HttpError(413, 'TOO_LARGE', 'tooLarge');
          }
          throw new HttpError(400, 'ODF_REJECTED', 'odfRejected', { reason: 'broken gzip data' });
        }
      }
      try {
        const result = await ingestOdf(app.database.db, bytes.toString('utf8'), {
          via: senders.get(req)!,
          log: req.log,
        });
        if (result.topics.length) await app.publicCache.refresh();
        return {
          outcome: result.outcome,
          document_type: result.documentType,
          document_code: result.documentCode,
          version: result.version,
          reason: result.reason ?? null,
          topics: result.topics,
          mismatches: result.mismatches ?? [],
        };
      } catch (err) {
        if (err instanceof OdfError) {
          throw new HttpError(err.tooLarge ? 413 : 400, 'ODF_REJECTED', 'odfRejected', {
            reason: err.reason,
          });
        }
        throw err;
      }
    },
  );

  app.get(
    '/api/admin/ingest-log',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'ODF messages received, newest first, with refusals and medal mismatches (admin only)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: {
          200: ingestLogSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (req) => ({ entries: await ingestLogEntries(app.database.db, req.query.limit) }),
  );
};
