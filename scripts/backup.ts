// npm run backup -- FILE
// Writes a backup of DATABASE_URL (pg_dump -Fc) or, without it, of the PGlite database in
// DATA_DIR (a gzipped tarball of the data folder). Restore with `npm run restore -- FILE`.
import { loadConfig } from '../src/server/config';
import { backupPglite, backupPostgres, BackupError } from '../src/server/db/backup';
import { DataDirLockedError } from '../src/server/db/lock';

const file = process.argv[2];
if (!file || file.startsWith('-')) {
  console.error('usage: npm run backup -- FILE   (DATABASE_URL, else the PGlite database in DATA_DIR)');
  process.exit(2);
}

const config = loadConfig();
const started = performance.now();
try {
  const { bytes } = config.DATABASE_URL
    ? await backupPostgres(config.DATABASE_URL, file)
    : await backupPglite(config.dataDir, file);
  const source = config.DATABASE_URL ? 'PostgreSQL (pg_dump -Fc)' : `PGlite in ${config.dataDir}`;
  console.log(
    `Backed up ${source} to ${file}: ${(bytes / 1024 / 1024).toFixed(1)} MB in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(
      `${err.message}\nA running server holds the PGlite folder: stop it (SIGTERM), run the backup, start it again.`,
    );
    process.exit(1);
  }
  if (err instanceof BackupError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
