// npm run restore -- FILE [--force]
// Restores a backup made by `npm run backup` into DATABASE_URL (pg_restore --clean --if-exists,
// in one transaction) or, without it, into DATA_DIR. A database that already holds data is
// replaced only with --force (PGlite keeps the old folder aside as pglite.replaced-<time>).
// Stop the servers first; start them again after.
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { BackupError, restorePglite, restorePostgres, tableCounts } from '../src/server/db/backup';
import { openDatabase } from '../src/server/db/client';
import { DataDirLockedError } from '../src/server/db/lock';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false } },
});
const file = positionals[0];
if (!file) {
  console.error('usage: npm run restore -- FILE [--force]   (into DATABASE_URL, else DATA_DIR)');
  process.exit(2);
}

const config = loadConfig();
const started = performance.now();
try {
  if (config.DATABASE_URL) {
    await restorePostgres(file, config.DATABASE_URL, { force: values.force });
  } else {
    const { replaced } = await restorePglite(file, config.dataDir, { force: values.force });
    if (replaced) console.log(`The database that was there is kept in ${replaced}`);
  }
  // Open it as the server would (applies newer migrations) and show what is in it.
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const counts = await tableCounts(database.db);
    const target = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
    console.log(
      `Restored ${file} into ${target} in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
        `${counts.athletes ?? 0} athletes, ${counts.units ?? 0} units, ${counts.results ?? 0} results, ` +
        `${counts.medals ?? 0} medals, ${counts.users ?? 0} users`,
    );
  } finally {
    await database.close();
  }
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(`${err.message}\nStop the server that holds DATA_DIR (SIGTERM), restore, start it again.`);
    process.exit(1);
  }
  if (err instanceof BackupError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
