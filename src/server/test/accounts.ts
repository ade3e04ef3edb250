import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { UserType } from '../../shared/contracts/auth';
import type { App } from '../app';
import { users } from '../db/schema';
import { hashPassword } from '../features/auth';
import { build } from './helper';

const PASSWORD = 'test account password';

/** An app with a data folder of its own (stored files, generated keys), removed after the test file. */
export async function buildWithDataDir(): Promise<{ app: App; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-test-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const app = await build({ DATA_DIR: dataDir });
  return { app, dataDir };
}

/**
 * Bearer headers for test accounts: the account (of the user type given, named `username`) is
 * created and logged in on first use; later calls answer the same header.
 */
export function testAccounts(app: App) {
  const tokens = new Map<string, string>();
  return async (type: UserType, username = `test-${type}`): Promise<Record<string, string>> => {
    let token = tokens.get(username);
    if (!token) {
      await app.database.db.insert(users).values({
        username,
        email: `${username}@example.org`,
        cpf: '12345678901',
        name: `Name ${username}`,
        type,
        passwordHash: await hashPassword(PASSWORD),
      });
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password: PASSWORD, session: 'token' },
      });
      token = res.json().token as string;
      tokens.set(username, token);
    }
    return { authorization: `Bearer ${token}` };
  };
}

/** Calls the API as nobody (null) or as the test account of a user type. */
export function caller(app: App) {
  const as = testAccounts(app);
  return async (
    type: UserType | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => {
    if (type) headers = { ...headers, ...(await as(type)) };
    return app.inject({ method, url, payload: payload as object, headers });
  };
}
