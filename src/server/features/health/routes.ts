import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '../../../shared/contracts/health';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['app'],
        summary: 'Liveness and database check',
        response: { 200: healthSchema, 503: healthSchema },
      },
      logLevel: 'warn', // probes every few seconds would drown the request log
    },
    async (_req, reply) => {
      const started = performance.now();
      let ok = true;
      try {
        await app.database.ping();
      } catch (err) {
        ok = false;
        app.log.error({ err }, 'health: database unreachable');
      }
      reply.header('cache-control', 'no-store');
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'error',
        database: {
          driver: app.database.driver,
          ok,
          latency_ms: Math.round((performance.now() - started) * 100) / 100,
        },
        uptime_s: Math.round(process.uptime()),
      });
    },
  );
};
