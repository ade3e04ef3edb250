import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

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
});
