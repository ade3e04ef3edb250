import path from 'node:path';
import type { UserType } from '../../../shared/contracts/auth';
import { buildWithDataDir, caller } from '../../test/accounts';

export { caller };

/** An app whose file store is a folder of its own, removed after the test file. */
export async function buildWithStorage() {
  const { app, dataDir } = await buildWithDataDir();
  return { app, storageDir: path.join(dataDir, 'storage') };
}

/** Sends a file to the upload route as an admin would (raw bytes, URI-encoded name). */
export function uploader(call: ReturnType<typeof caller>) {
  return (bytes: Buffer, name: string, type: UserType | null = 'admin') =>
    call(type, 'POST', '/api/admin/uploads', bytes, {
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(name),
    });
}
