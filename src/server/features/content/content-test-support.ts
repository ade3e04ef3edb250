import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { UserType } from '../../../shared/contracts/auth';
import type { App } from '../../app';
import { users } from '../../db/schema';
import { build } from '../../test/helper';
import { hashPassword } from '../auth';

/** An app whose file store is a folder of its own, removed after the test file. */
export async function buildWithStorage() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-test-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const app = await build({ DATA_DIR: dataDir });
  return { app, storageDir: path.join(dataDir, 'storage') };
}

/** Calls the API as a visitor (null), a user or an admin. */
export function caller(app: App) {
  const tokens: Partial<Record<UserType, string>> = {};
  async function tokenFor(type: UserType): Promise<string> {
    if (tokens[type]) return tokens[type];
    const username = `content-${type}`;
    await app.database.db.insert(users).values({
      username,
      email: `${username}@example.org`,
      cpf: '00000000',
      type,
      passwordHash: await hashPassword('content password'),
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: 'content password', session: 'token' },
    });
    return (tokens[type] = res.json().token as string);
  }
  return async (
    type: UserType | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => {
    if (type) headers = { ...headers, authorization: `Bearer ${await tokenFor(type)}` };
    return app.inject({ method, url, payload: payload as object, headers });
  };
}

/** Sends a file to the upload route as an admin would (raw bytes, URI-encoded name). */
export function uploader(call: ReturnType<typeof caller>) {
  return (bytes: Buffer, name: string, type: UserType | null = 'admin') =>
    call(type, 'POST', '/api/admin/uploads', bytes, {
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(name),
    });
}
