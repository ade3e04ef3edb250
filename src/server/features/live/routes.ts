import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unitCorrectionsAnswerSchema } from '../../../shared/contracts/live';
import { unitParamsSchema } from '../../../shared/contracts/results';
import { TOPICS } from '../../db/versions';
import { publicGet } from '../../public-get';
import { unitCorrectionNotes } from './queries';
import { HttpError } from '../../http-error';

/** A refused stream is asked to come back after this long (the client adds jitter). */
const STREAM_RETRY_AFTER_S = 30;

/** The live stream and the correction notes of a unit. */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/live',
    {
      compress: false,
      schema: {
        tags: ['live'],
        summary:
          'Server-Sent Events: one {topic, id, version} message per changed data topic; resumable with Last-Event-ID; a comment line every 15 s',
        headers: z.object({ 'last-event-id': z.string().max(20).regex(/^\d+$/).optional() }).loose(),
        querystring: z.object({ lastEventId: z.string().max(20).regex(/^\d+$/).optional() }),
      },
    },
    async (req, reply) => {
      const raw = req.headers['last-event-id'] ?? req.query.lastEventId;
      // Checked and taken with no await in between, so parallel requests cannot overshoot.
      const full = app.liveHub.refusal(req.ip);
      if (full) {
        throw new HttpError(
          429,
          'TOO_MANY_STREAMS',
          full === 'total' ? 'liveFull' : 'liveFullForAddress',
          { seconds: STREAM_RETRY_AFTER_S },
          { 'retry-after': String(STREAM_RETRY_AFTER_S) },
        );
      }
      reply.hijack();
      // Security headers set by hooks are on the reply; the stream writes its own head.
      for (const [k, v] of Object.entries(reply.getHeaders())) {
        if (v !== undefined && k !== 'content-length') reply.raw.setHeader(k, v as string);
      }
      req.raw.socket.setNoDelay(true);
      req.raw.socket.setKeepAlive(true);
      await app.liveHub.attach(reply.raw, raw === undefined ? undefined : Number(raw), req.ip);
    },
  );

  publicGet(app, '/api/units/:code/corrections', {
    tags: ['results'],
    summary: 'Notes on changes made to an official result of the unit, newest first',
    params: unitParamsSchema,
    schema: unitCorrectionsAnswerSchema,
    topics: ({ params }) => [TOPICS.games, TOPICS.unit(params.code)],
    compute: ({ params }) => unitCorrectionNotes(app.database.db, params.code),
    notFound: ({ params }) => ({ key: 'unitNotFound', params: { code: params.code } }),
  });
};
