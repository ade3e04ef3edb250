import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { build } from '../../test/helper';

// What the account tests share: a user to sign up, the requests, and the outbox reader.
export const json = { 'content-type': 'application/json' };
export const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'auth-hardening-'));
export const account = (name: string) => ({
  username: name,
  email: `${name}@example.org`,
  cpf: '12345678901',
  password: 'correct horse',
  repeatPassword: 'correct horse',
});

export type App = Awaited<ReturnType<typeof build>>;

let clients = 0;
/** A client address no other request of this test file has used (for an app behind a trusted test proxy). */
export const freshClient = () => {
  clients++;
  return { 'x-forwarded-for': `198.18.${clients >> 8}.${clients & 255}` };
};

export const signup = (app: App, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/signup', payload: body, headers: { ...json, ...headers } });

export const login = (
  app: App,
  username: string,
  password: string,
  headers: Record<string, string> = {},
  extra: Record<string, unknown> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password, ...extra },
    headers: { ...json, ...headers },
  });

/** The mails to `to` in the outbox so far, oldest first (restore mails go out after the answer). */
export function mailsTo(dataDir: string, to: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((mail) => mail.includes(`\nTo: ${to}\n`));
}

export async function nextMail(dataDir: string, to: string, before: number): Promise<string> {
  await expect.poll(() => mailsTo(dataDir, to).length, { timeout: 5000 }).toBeGreaterThan(before);
  return mailsTo(dataDir, to).at(-1)!;
}

export const linkIn = (mail: string) => /(\S+\/auth\?token=\S+)/.exec(mail)![1]!;
