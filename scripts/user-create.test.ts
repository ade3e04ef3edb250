import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { testConfig } from '../src/server/test/helper';

const root = path.resolve(import.meta.dirname, '..');

/** Runs the script as `npm run user:create` does, with only the given settings and no terminal. */
const userCreate = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/user-create.ts', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, DATABASE_URL: '', ...env },
    encoding: 'utf8',
    input: '',
    timeout: 60_000,
  });

/** PGlite-only by nature (the lock guards PGlite's folder), so it runs once. */
describe.skipIf(Boolean(process.env.TEST_POSTGRES_URL))('npm run user:create', () => {
  it('says in one line what to do when a running server holds the data folder, and exits 1', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'user-create-'));
    // A live process (this one) holds the lock, as a running server would.
    fs.writeFileSync(path.join(dataDir, 'pglite.lock'), String(process.pid));
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/user-create.ts', '--type', 'admin', '--username', 'late.admin'],
      {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          ADMIN_PASSWORD: 'a long password',
        },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(run.status).toBe(1);
    const lines = run.stderr.split('\n').filter((l) => l.trim() !== '');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/in use by a running server \(pid \d+\)/);
    expect(lines[0]).toMatch(/stop it/i);
    expect(run.stderr).not.toMatch(/\bat .+:\d+:\d+/); // no stack trace
    expect(fs.readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
  });

  it('makes an admin who signs in on a server started on the same DATA_DIR', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'user-create-'));
    const run = userCreate(['--username', 'first.admin'], {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'a long password',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Created admin first\.admin \(id \d+\)\./);
    // The server reads DATA_DIR the same way (the config resolves it from the checkout).
    const config = testConfig({ DATA_DIR: dataDir });
    const database = await openDatabase({ dataDir: config.dataDir });
    const app = await buildApp(config, { database, logger: false });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'first.admin', password: 'a long password', session: 'token' },
      });
      expect(login.statusCode, login.body).toBe(200);
      const me = await app.inject({
        method: 'GET',
        url: '/api/admin/redirects',
        headers: { authorization: `Bearer ${login.json().token as string}` },
      });
      expect(me.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('takes an empty ADMIN_PASSWORD as unset: without a terminal it says how to give one', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'user-create-'));
    const run = userCreate(['--username', 'quiet.admin'], { DATA_DIR: dataDir, ADMIN_PASSWORD: '' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe('Set ADMIN_PASSWORD or run in a terminal.');
  });
});
