import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The real entry point as a process: start, lock, bad env, graceful shutdown.
 * PGlite-only by nature (the lock guards PGlite's folder), so it runs once.
 */
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'main-test-'));
const children: ChildProcess[] = [];

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number) {
  for (let i = 0; i < 200; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return res.json();
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

describe.skipIf(Boolean(process.env.TEST_POSTGRES_URL))('server process', () => {
  it('exits with one message listing every bad variable', async () => {
    const bad = start({ PORT: 'abc', LOGIN_ENABLED: 'maybe' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('Invalid environment variables');
    expect(bad.output()).toContain('PORT');
    expect(bad.output()).toContain('LOGIN_ENABLED');
  });

  it('locks its data folder, logs requests as JSON and shuts down cleanly on SIGTERM', async () => {
    const port = 3400 + Math.floor(Math.random() * 500);
    const first = start({ PORT: String(port) });
    const health = await waitForHealth(port);
    expect(health.database).toMatchObject({ driver: 'pglite', ok: true });
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);

    const second = start({ PORT: String(port + 1) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already in use by another server/);

    await fetch(`http://127.0.0.1:${port}/api/config`);
    // The line is written once the answer has gone out, so it may trail the fetch a little.
    let logLine: string | undefined;
    for (let i = 0; i < 50 && !logLine; i++) {
      logLine = first
        .output()
        .split('\n')
        .find((l) => l.includes('"url":"/api/config"'));
      if (!logLine) await new Promise((r) => setTimeout(r, 50));
    }
    expect(JSON.parse(logLine!)).toMatchObject({
      method: 'GET',
      url: '/api/config',
      status: 200,
      msg: 'request',
    });

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });
});
