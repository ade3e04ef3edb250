import { buildApp } from './app';
import { warnBrandContrast } from './brand-contrast';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { seedIfEmpty } from './demo-data';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  let app;
  try {
    app = await buildApp(config);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  warnBrandContrast(config, (obj, msg) => app.log.warn(obj, msg));

  // An empty database gets the youth demo games, so `npm start` shows a full games.
  const seeded = await seedIfEmpty(app.database, 'youth', 1, app.storage);
  if (seeded) app.log.info(seeded, `seeded the youth demo games in ${seeded.totalMs} ms`);

  // Graceful shutdown: stop accepting, finish in-flight requests, close the database.
  const STOP_GRACE_MS = 300;
  const STOP_DRAIN_MS = 10_000;
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      // Requests already sent are still served while closing; a client that keeps its
      // connection busy must not hold the stop up for good.
      setTimeout(() => app.server.closeAllConnections(), STOP_DRAIN_MS).unref();
      // A request already on the wire but not yet read (the event loop was busy applying a
      // message) looks idle to close(), which would cut it: let it be read first.
      setTimeout(
        () =>
          app.close().then(
            () => process.exit(0),
            (err: unknown) => {
              app.log.error({ err }, 'shutdown failed');
              process.exit(1);
            },
          ),
        STOP_GRACE_MS,
      );
    });
  }

  await app.listen({ port: config.PORT, host: config.HOST });
}

void main();
