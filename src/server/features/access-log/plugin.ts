import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { PAGE_VIEWS_API } from '../../../shared/domain/page-paths';
import { AccessCounter, classify } from './counter';
import { addBuckets, forgetInstance, heartbeat, pruneBuckets } from './queries';

declare module 'fastify' {
  interface FastifyInstance {
    accessLog: AccessLog;
  }
}

const PRUNE_EVERY_MS = 3_600_000;

export interface AccessLog {
  readonly instanceId: string;
  /** Writes the pending counts now (also on a timer and when the app closes). */
  flush(): Promise<void>;
  readonly counter: AccessCounter;
  /** False when ACCESS_LOG is off: nothing is counted. */
  readonly counting: boolean;
}

/**
 * Counts every page and API request in memory by hour, route pattern, device class and
 * status, and adds the counts to the database in batches: on a timer and when the app
 * closes. A request itself never waits for the database. The same flush is this
 * instance's heartbeat for the organisers' health view.
 */
export const accessLogPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const counter = new AccessCounter();
    const instanceId = randomUUID();
    const startedAt = new Date();
    let lastPrune = 0;
    let chain: Promise<void> = Promise.resolve();

    const writePending = async () => {
      const buckets = counter.take();
      try {
        await addBuckets(app.database.db, buckets);
      } catch (err) {
        counter.restore(buckets);
        throw err;
      }
      const liveClients = app.hasDecorator('liveHub') ? app.liveHub.size : 0;
      await heartbeat(app.database.db, instanceId, startedAt, liveClients);
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        await pruneBuckets(app.database.db, config.ACCESS_LOG_RETENTION_DAYS);
      }
    };
    // One flush at a time; a flush asked for during one runs after it.
    const flush = (): Promise<void> => {
      const next = chain.then(writePending);
      chain = next.catch(() => {});
      return next;
    };

    app.decorate('accessLog', { instanceId, flush, counter, counting: config.ACCESS_LOG });

    if (config.ACCESS_LOG) {
      app.addHook('onResponse', function countAnswer(req, reply, done) {
        const what = classify(counter, req.method, req.url, req.routeOptions.url, req.is404);
        // A screen view the app reports is counted as that view, not as an API call as well.
        const reported = what?.route === PAGE_VIEWS_API && reply.statusCode === 204;
        if (what && !reported)
          counter.count(what.kind, what.route, req.headers['user-agent'], reply.statusCode);
        done();
      });
    }

    const timer = setInterval(() => {
      flush().catch((err: unknown) =>
        app.log.warn({ err }, 'access log: flush failed, kept for the next one'),
      );
    }, config.ACCESS_LOG_FLUSH_MS);
    timer.unref();
    app.addHook('onReady', async () => {
      await heartbeat(app.database.db, instanceId, startedAt, 0).catch(() => {});
    });
    // After the last request was answered and before the database closes: nothing counted is lost.
    app.addHook('onClose', async () => {
      clearInterval(timer);
      try {
        await flush();
        await forgetInstance(app.database.db, instanceId);
      } catch (err) {
        app.log.error({ err }, 'access log: final flush failed');
      }
    });
  },
  { name: 'access-log', dependencies: ['database'] },
);
