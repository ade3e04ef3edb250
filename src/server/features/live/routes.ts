import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { desc, eq } from 'drizzle-orm';
import { unitCorrectionsAnswerSchema } from '../../../shared/contracts/live';
import { unitParamsSchema } from '../../../shared/contracts/results';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import { unitCorrections, units } from '../../db/schema';
import { TOPICS } from '../../db/versions';
import { translate } from '../../i18n/messages';

/** A refused stream is asked to come back after this long (the client adds jitter). */
const STREAM_RETRY_AFTER_S = 30;

/** The live stream (issue 7 item 3) and the correction notes of a unit (item 4). */
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
        response: { 429: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const raw = req.headers['last-event-id'] ?? req.query.lastEventId;
      // Checked and taken with no await in between, so parallel requests cannot overshoot.
      const full = app.liveHub.refusal(req.ip);
      if (full) {
        return reply
          .code(429)
          .header('retry-after', String(STREAM_RETRY_AFTER_S))
          .send({
            statusCode: 429,
            error: 'Too Many Requests',
            code: 'TOO_MANY_STREAMS',
            message: translate(req, full === 'total' ? 'liveFull' : 'liveFullForAddress', {
              seconds: String(STREAM_RETRY_AFTER_S),
            }),
          });
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

  app.get(
    '/api/units/:code/corrections',
    {
      compress: false,
      schema: {
        tags: ['results'],
        summary: 'Notes on changes made to an official result of the unit, newest first',
        params: unitParamsSchema,
        response: { 200: unitCorrectionsAnswerSchema, 404: apiErrorSchema },
      },
    },
    (req, reply) =>
      app.publicCache.serve(req, reply, {
        topics: [TOPICS.games, TOPICS.unit(req.params.code)],
        schema: unitCorrectionsAnswerSchema,
        notFound: { key: 'unitNotFound', params: { code: req.params.code } },
        compute: async () => {
          const db = app.database.db;
          const [unit] = await db
            .select({ code: units.code })
            .from(units)
            .where(eq(units.code, req.params.code));
          if (!unit) return null;
          const rows = await db
            .select()
            .from(unitCorrections)
            .where(eq(unitCorrections.unitCode, unit.code))
            .orderBy(desc(unitCorrections.at), desc(unitCorrections.id));
          return {
            unit_code: unit.code,
            corrections: rows.map((r) => ({ note: r.note, at: r.at.toISOString() })),
          };
        },
      }),
  );
};
