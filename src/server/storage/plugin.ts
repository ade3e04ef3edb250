import path from 'node:path';
import fp from 'fastify-plugin';
import { folderStorage } from './folder-storage';
import type { Storage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Exposes the file store: the one given (tests), else the folder under DATA_DIR. */
export const storagePlugin = fp<{ storage?: Storage; dataDir: string }>(
  async (app, opts) => {
    app.decorate('storage', opts.storage ?? folderStorage(path.join(opts.dataDir, 'storage')));
  },
  { name: 'storage' },
);
