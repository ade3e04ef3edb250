import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { UserType } from '../../../shared/contracts/auth';
import type { App } from '../../app';
import { users } from '../../db/schema';
import { build } from '../../test/helper';
import { hashPassword } from '../auth';

/** An app with a data folder of its own (the posters' key is made there), removed after the file. */
export async function buildWithDataDir() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trivia-test-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const app = await build({ DATA_DIR: dataDir });
  return { app, dataDir };
}

/** Calls the API as nobody (null) or as one account per user type (`content-<type>`). */
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
      passwordHash: await hashPassword('trivia password'),
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: 'trivia password', session: 'token' },
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
