import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  liveUpdateChannelSchema,
  liveUpdateLatestSchema,
  liveUpdateQuerySchema,
} from '../../../shared/contracts/live-update';
import { notFound } from '../../http-error';
import { channelManifest, latestAnswer } from './service';

/**
 * Live updates of the native apps' web bundle, served by this server (decision 0021):
 * the app asks for the channel's latest bundle, checks the release key's signature over its
 * channel, version and sha256 (decision 0043), downloads the zip and checks its sha256.
 */
export const liveUpdateRoutes: FastifyPluginAsyncZod<{ dir: string }> = async (app, { dir }) => {
  app.get(
    '/api/live-update/latest',
    {
      schema: {
        tags: ['app'],
        summary: "The channel's current web bundle for the native apps",
        querystring: liveUpdateQuerySchema,
        response: { 200: liveUpdateLatestSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return latestAnswer(
        await channelManifest(dir, req.query.channel),
        req.query.channel,
        req.query.version,
      );
    },
  );

  app.get(
    '/api/live-update/bundles/:channel/:file',
    {
      schema: {
        tags: ['app'],
        summary: 'A released web bundle (zip)',
        params: z.object({
          channel: liveUpdateChannelSchema,
          file: z
            .string()
            .max(100)
            .regex(/^[0-9A-Za-z][0-9A-Za-z.+-]*\.zip$/),
        }),
      },
    },
    async (req, reply) => {
      const file = path.join(dir, req.params.channel, req.params.file);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw notFound('notFound', { method: 'GET', url: req.url });
      reply.header('content-type', 'application/zip');
      reply.header('content-length', String(info.size));
      // A version's zip never changes: a new release is a new file name.
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return reply.send(createReadStream(file));
    },
  );
};
