import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertSafeKey, type Storage } from './storage';

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Files in a folder (DATA_DIR/storage by default), one file per key. */
export function folderStorage(root: string): Storage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    const full = path.resolve(root, key);
    // The key pattern already rules traversal out; this is the second lock on the same door.
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`storage key escapes ${root}`);
    return full;
  };
  return {
    async put(key, bytes) {
      const full = resolve(key);
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const temp = `${full}.${randomBytes(6).toString('hex')}.part`;
      await fs.promises.writeFile(temp, bytes);
      await fs.promises.rename(temp, full);
    },
    async get(key) {
      try {
        return await fs.promises.readFile(resolve(key));
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async stream(key, range) {
      const full = resolve(key);
      try {
        const stat = await fs.promises.stat(full);
        return { body: fs.createReadStream(full, range), bytes: stat.size };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await fs.promises.rm(resolve(key), { force: true });
    },
  };
}
