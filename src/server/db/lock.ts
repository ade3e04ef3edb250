import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is single-process and has no lock of its own: two processes on one folder
 * corrupt it. We hold an exclusive lock file with our pid; a stale one
 * (its process is gone) is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    message: string,
    /** The folder, and the process holding it when known. */
    readonly dir: string,
    readonly holder?: number,
  ) {
    super(message);
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDataDirLock(dir: string): () => void {
  const file = path.join(dir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && processAlive(holder)) {
        throw new DataDirLockedError(
          `The data folder ${dir} is already in use by another server (pid ${holder}). ` +
            'Stop that server, or start this one with another DATA_DIR.',
          dir,
          holder,
        );
      }
      fs.unlinkSync(file); // stale lock from a crashed process
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dir}.`, dir);
}
