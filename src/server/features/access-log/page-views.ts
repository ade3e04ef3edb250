import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import { pageViewSchema } from '../../../shared/contracts/access-log';
import { PAGE_VIEWS_API } from '../../../shared/domain/page-paths';
import { tooManyRequests } from '../auth';

/** Screen views one address may report per window: a person opens a few screens a minute. */
export const VIEWS_PER_ADDRESS = 120;
const WINDOW_MS = 60_000;

/**
 * Views per address in the current minute, in memory only: the whole map is dropped when the
 * minute ends, so no address outlives it, and it never grows past the addresses of one minute.
 */
class ViewLimiter {
  private window = 0;
  private hits = new Map<string, number>();

  /** 0 when the view may be counted, else the seconds until the next window. */
  take(address: string, now = Date.now()): number {
    const window = Math.floor(now / WINDOW_MS);
    if (window !== this.window) {
      this.window = window;
      this.hits.clear();
    }
    const n = (this.hits.get(address) ?? 0) + 1;
    this.hits.set(address, n);
    return n > VIEWS_PER_ADDRESS ? Math.ceil(((window + 1) * WINDOW_MS - now) / 1000) : 0;
  }
}

/**
 * The app reports each screen it opens, by route pattern, once per navigation; the access log
 * counts it as a view by hour, pattern and device class. Anyone may report (visitors are not
 * signed in), so only the app's own patterns are taken and each address is limited.
 */
export const pageViewRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = new ViewLimiter();
  app.post(
    PAGE_VIEWS_API,
    {
      schema: {
        tags: ['app'],
        summary: 'Counts one screen view by its route pattern (no personal data)',
        body: pageViewSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const wait = limiter.take(req.ip);
      if (wait > 0) throw tooManyRequests(wait);
      if (app.accessLog.counting)
        app.accessLog.counter.count('view', req.body.route, req.headers['user-agent'], 200);
      return reply.code(204).send(null);
    },
  );
};
