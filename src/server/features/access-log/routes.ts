import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import {
  accessLogQuerySchema,
  accessLogReportSchema,
  serverOverviewSchema,
} from '../../../shared/contracts/access-log';
import { HttpError } from '../../http-error';
import { accessCsv, accessReport, serverOverview, type Range } from './queries';

export { pageViewRoutes } from './page-views';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 422: apiErrorSchema };

/**
 * The longest custom range, in days (a leap year): a report walks every day of its range and
 * the CSV every hour, so an unbounded range ("0001-01-01" to "9999-12-31") would make one
 * admin request build millions of rows (counts are kept 400 days by default).
 */
export const MAX_RANGE_DAYS = 366;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

function shiftDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The range a query asks for; days and weeks end today in the games' time zone. */
function rangeOf(q: z.infer<typeof accessLogQuerySchema>, timeZone: string): Range {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  if (q.period === 'custom') {
    if (dayNumber(q.to!) - dayNumber(q.from!) + 1 > MAX_RANGE_DAYS) {
      throw new HttpError(422, 'RANGE_TOO_LONG', 'accessLogRangeTooLong', { days: MAX_RANGE_DAYS });
    }
    return { from: q.from!, to: q.to!, step: 'day', device: q.device, timeZone };
  }
  if (q.period === 'weeks')
    return { from: shiftDays(today, -7 * 7), to: today, step: 'week', device: q.device, timeZone };
  return { from: shiftDays(today, -6), to: today, step: 'day', device: q.device, timeZone };
}

/** The access log and the servers' health, for admins only. */
export const accessLogRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.requireRole('admin'));
  const timeZone = config.EVENT_TIMEZONE;

  app.get(
    '/api/admin/access-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'Request counts by day or week, device class and status (admin only)',
        querystring: accessLogQuerySchema,
        response: { 200: accessLogReportSchema, ...errors },
      },
    },
    async (req, reply) => {
      // This instance's own counts so far are included; other instances add theirs within seconds.
      await app.accessLog.flush();
      reply.header('cache-control', 'no-store');
      return accessReport(app.database.db, rangeOf(req.query, timeZone));
    },
  );

  app.get(
    '/api/admin/access-log.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'The hourly request counts of a range as CSV (admin only)',
        querystring: accessLogQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (req, reply) => {
      await app.accessLog.flush();
      const r = rangeOf(req.query, timeZone);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="access-log-${r.from}-${r.to}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(await accessCsv(app.database.db, r));
    },
  );

  app.get(
    '/api/admin/overview',
    {
      schema: {
        tags: ['admin'],
        summary: 'Running instances, live clients and the results feed (admin only)',
        response: { 200: serverOverviewSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (_req, reply) => {
      await app.accessLog.flush();
      reply.header('cache-control', 'no-store');
      // An instance is running if it wrote its heartbeat within three flush periods.
      return serverOverview(app.database.db, Math.max(30_000, 3 * config.ACCESS_LOG_FLUSH_MS));
    },
  );
};

/** Test builds only: a route that always fails, so a server error can be seen counted. */
export const faultRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/test/fail', { schema: { hide: true } }, async () => {
    throw new Error('forced failure (test build)');
  });
};
