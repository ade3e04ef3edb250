import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { databasePlugin } from './plugins/database';
import { errorsPlugin, frameworkError } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { batchedStdout, OneLineRequestLog } from './plugins/request-log';
import { openapiPlugin } from './plugins/openapi';
import { staticSpaPlugin } from './plugins/static-spa';
import { healthRoutes } from './features/health/routes';
import { configRoutes } from './features/config/routes';
import { redirectsRoutes } from './features/redirects/routes';
import { authPlugin } from './plugins/auth';
import { authRoutes } from './features/auth/routes';
import { publicCachePlugin } from './plugins/public-cache';
import { earlyAnswersPlugin } from './plugins/early-answers';
import { serverWithEarlyAnswers } from './http-server';
import { disciplinesRoutes } from './features/disciplines/routes';
import { scheduleRoutes } from './features/schedule/routes';
import { nowRoutes } from './features/now/routes';
import { resultsRoutes } from './features/results/routes';
import { medalsRoutes } from './features/medals/routes';
import { participantsRoutes } from './features/participants/routes';
import { venuesRoutes } from './features/venues/routes';
import { liveHubPlugin } from './plugins/live-hub';
import { liveRoutes } from './features/live/routes';
import { ingestRoutes } from './features/ingest/routes';
import { resultsDeskRoutes } from './features/desk/routes';
import { bracketDeskRoutes, bracketRoutes } from './features/brackets';
import { auditRoutes } from './features/audit/routes';
import { documentsRoutes } from './features/documents/routes';
import { contentRoutes } from './features/content/routes';
import { communicationsRoutes } from './features/communications';
import { videosRoutes } from './features/videos';
import { safeSportRoutes } from './features/safe-sport';
import { photosRoutes } from './features/photos';
import { liveUpdateRoutes } from './features/live-update/routes';
import { importRoutes } from './features/import/routes';
import { storagePlugin } from './storage';
import { accessLogPlugin } from './features/access-log';
import { accessLogRoutes, faultRoutes, pageViewRoutes } from './features/access-log/routes';
import { triviaRoutes } from './features/trivia/routes';
import { coursesRoutes } from './features/courses/routes';
import { rankingRoutes } from './features/ranking/routes';
import { feedbackRoutes } from './features/feedback/routes';
import { recordsDeskRoutes, recordsRoutes } from './features/records';
import { followRoutes } from './features/follow';
import { searchRoutes } from './features/search';
import { calendarRoutes } from './features/calendar';
import { pushRoutes } from './features/push';

export interface BuildOptions {
  /** An already-open database (tests share setup this way); opened from config otherwise. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Only configured proxies may set the client's address, protocol and host (TRUST_PROXY).
 * A hop count trusts that many hops nearest to us whoever they are (Fastify refuses plain
 * numbers), so it is only safe when clients cannot reach the server around the proxies.
 */
function trustProxyOption(value: AppConfig['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof value !== 'number') return value;
  return (_address: string, hop: number) => hop < value;
}

/** The app factory (fastify/demo style): plugins first, then feature routes. */
export async function buildApp(config: AppConfig, opts: BuildOptions = {}) {
  const database =
    opts.database ?? (await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir }));

  const server = serverWithEarlyAnswers();
  const app = Fastify({
    serverFactory: server.serverFactory,
    logger: opts.logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'],
      stream: batchedStdout(),
    },
    logController: new OneLineRequestLog(),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // During a graceful stop, a request a client already sent on an open connection (a result
    // the feed posted a moment before SIGTERM) is served, not refused with 503; main.ts bounds
    // how long the stop may take.
    return503OnClosing: false,
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(databasePlugin, { database });
  await app.register(storagePlugin, { dataDir: config.dataDir });
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  // Before the cache: answers from memory are counted too.
  await app.register(accessLogPlugin, { config });
  await app.register(compress, { threshold: 1024 });
  await app.register(openapiPlugin);
  await app.register(publicCachePlugin);
  // Cached public reads are answered before Fastify (the hooks this skips: early-answers.ts).
  await app.register(earlyAnswersPlugin, { early: server });
  await app.register(authPlugin, { config });

  await app.register(healthRoutes);
  await app.register(configRoutes, { config });
  await app.register(liveUpdateRoutes, { dir: config.liveUpdateDir });
  await app.register(redirectsRoutes);
  await app.register(authRoutes, { config });
  await app.register(disciplinesRoutes);
  await app.register(scheduleRoutes);
  await app.register(nowRoutes);
  await app.register(resultsRoutes);
  await app.register(bracketRoutes);
  await app.register(medalsRoutes);
  await app.register(participantsRoutes, { minorsPublic: config.MINORS_PUBLIC_FIELDS });
  await app.register(venuesRoutes);
  await app.register(liveHubPlugin, {
    limits: { total: config.LIVE_MAX_STREAMS, perAddress: config.LIVE_MAX_STREAMS_PER_ADDRESS },
  });
  await app.register(liveRoutes);
  await app.register(ingestRoutes, { config });
  await app.register(resultsDeskRoutes);
  await app.register(bracketDeskRoutes);
  await app.register(importRoutes);
  await app.register(auditRoutes);
  await app.register(documentsRoutes);
  await app.register(contentRoutes, { timeZone: config.EVENT_TIMEZONE });
  await app.register(communicationsRoutes);
  await app.register(videosRoutes);
  await app.register(safeSportRoutes);
  await app.register(photosRoutes);
  await app.register(accessLogRoutes, { config });
  await app.register(pageViewRoutes);
  await app.register(triviaRoutes, { config });
  await app.register(coursesRoutes, { config });
  await app.register(rankingRoutes);
  await app.register(feedbackRoutes);
  await app.register(recordsRoutes);
  await app.register(recordsDeskRoutes);
  await app.register(followRoutes);
  await app.register(searchRoutes);
  await app.register(calendarRoutes, { config });
  await app.register(pushRoutes, { config });
  if (config.TEST_FAULT_ROUTES) await app.register(faultRoutes);

  await app.register(staticSpaPlugin, { config });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
