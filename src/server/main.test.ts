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
  const waiters = new Set<() => void>();
  const onData = (d: Buffer) => {
    output += d.toString();
    for (const check of waiters) check();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  /** Resolves with the first complete output line that matches, as soon as the process writes it. */
  const line = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const complete = output.slice(0, output.lastIndexOf('\n') + 1);
        const hit = complete.split('\n').find((l) => pattern.test(l));
        if (hit === undefined) return;
        waiters.delete(check);
        resolve(hit);
      };
      waiters.add(check);
      check();
      void exited.then((code) => {
        if (!waiters.delete(check)) return;
        reject(new Error(`exited with ${code} before writing ${pattern}:\n${output}`));
      });
    });
  /** The base URL of the server, from its "listening" log line (PORT=0: the system picks the port). */
  const listening = async () => {
    const log = await line(/Server listening at http:\/\/127\.0\.0\.1:\d+/);
    return /(http:\/\/127\.0\.0\.1:\d+)/.exec(log)![1]!;
  };
  return { child, exited, output: () => output, line, listening };
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

  // A cold start creates the PGlite folder and seeds the youth games before it listens.
  it('locks its data folder, logs requests as JSON and shuts down cleanly on SIGTERM', async () => {
    const first = start({ PORT: '0' });
    const base = await first.listening();
    const health = await (await fetch(`${base}/api/health`)).json();
    expect(health.database).toMatchObject({ driver: 'pglite', ok: true });
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);

    const second = start({ PORT: '0' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already in use by another server/);

    await fetch(`${base}/api/config`);
    // The line is written once the answer has gone out, so it may trail the fetch a little.
    const logLine = await first.line(/"url":"\/api\/config"/);
    expect(JSON.parse(logLine)).toMatchObject({
      method: 'GET',
      url: '/api/config',
      status: 200,
      msg: 'request',
    });

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  }, 60_000);
});
