import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../test/helper';
import { batchedStdout, earlyRequestLine, loggableUrl } from './request-log';

/** A pino logger writing into an array, with a fixed clock so two lines can be compared. */
function capture(options: pino.LoggerOptions = {}) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const log = pino({ level: 'info', timestamp: () => ',"time":1700000000000', ...options }, stream);
  return { log, lines };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('the early answers’ request line', () => {
  it('writes the bytes log.info writes for the same facts, bindings included', async () => {
    const { log, lines } = capture();
    const child = log.child({ service: 'games' });
    const url = '/api/athletes?q="Zoë"\\&page=3';
    child.info({ method: 'GET', url, status: 304, ms: 2, cache: 'hit' }, 'request');
    earlyRequestLine(child)(url, 304, 2);
    await flush();
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(lines[0]);
    expect(JSON.parse(lines[1]!)).toMatchObject({ service: 'games', url, status: 304, cache: 'hit' });
  });

  it('writes nothing when the level is above info', async () => {
    const { log, lines } = capture({ level: 'warn' });
    earlyRequestLine(log)('/api/medals', 200, 0);
    await flush();
    expect(lines).toEqual([]);
  });

  it('leaves a logger with a mixin to pino, so the mixin still runs', async () => {
    const { log, lines } = capture({ mixin: () => ({ region: 'eu' }) });
    earlyRequestLine(log)('/api/medals', 200, 1);
    await flush();
    expect(JSON.parse(lines[0]!)).toMatchObject({ region: 'eu', url: '/api/medals', cache: 'hit' });
  });
});

describe('the log’s output', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('holds short lines back, then writes the batch before the call returns', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'log-'));
    const file = path.join(dir, 'out.log');
    const fd = openSync(file, 'w');
    const out = batchedStdout(fd);
    const log = pino({ level: 'info' }, out);
    log.info({ url: '/api/medals' }, 'request');
    expect(readFileSync(file, 'utf8')).toBe('');
    // About 4 KB of lines: the batch goes out during the call that fills it, not later from
    // the thread pool, so nothing piles up behind a write on its way.
    for (let i = 0; i < 60; i++) log.info({ url: `/api/athletes?page=${i}` }, 'request');
    const written = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    expect(written.length).toBeGreaterThanOrEqual(30);
    expect(JSON.parse(written[0]!)).toMatchObject({ url: '/api/medals', msg: 'request' });
    log.flush();
    expect(readFileSync(file, 'utf8').split('\n').filter(Boolean)).toHaveLength(61);
    // The stream closes its file and stops its flush timer: test files share a worker, and a
    // timer left running would write to whatever file takes this descriptor's number next.
    out.destroy();
  });
});

/** An app whose log lines land in `appLines` (built once: building is the slow part). */
const appLines: string[] = [];
const app = await build(
  {},
  {
    level: 'info',
    stream: new Writable({
      write(chunk, _enc, done) {
        appLines.push(String(chunk));
        done();
      },
    }),
  },
);

describe('secrets in addresses', () => {
  const token = 'Zm9vYmFyYmF6cXV4LXJlc3RvcmUtdG9rZW4tdmFsdWU';

  it('never writes a restore token (or another secret query value) into the request log', async () => {
    const lines = appLines;
    await app.inject({ url: `/auth?token=${token}` });
    await app.inject({ url: `/es/auth?lang=es&token=${token}&next=%2F` });
    await app.inject({ url: `/api/auth/me?access_token=${token}` });
    await app.inject({
      method: 'POST',
      url: `/api/auth/restore/confirm?token=${token}`,
      payload: { token, password: 'brand new secret', repeatPassword: 'brand new secret' },
    });
    await flush();
    const requests = lines.map((l) => JSON.parse(l) as { msg: string; url?: string }).filter((l) => l.url);
    expect(requests.map((l) => l.url)).toEqual([
      '/auth?token=[redacted]',
      '/es/auth?lang=es&token=[redacted]&next=%2F',
      '/api/auth/me?access_token=[redacted]',
      '/api/auth/restore/confirm?token=[redacted]',
    ]);
    expect(lines.join('')).not.toContain(token);
  });

  it('redacts them on the early answers’ line too, and leaves other values alone', async () => {
    const { log, lines } = capture();
    earlyRequestLine(log)(`/auth?TOKEN=${token}#x`, 200, 1);
    await flush();
    expect(JSON.parse(lines[0]!).url).toBe('/auth?TOKEN=[redacted]#x');
    expect(loggableUrl('/api/documents/7/file?code=ATH-M-100')).toBe('/api/documents/7/file?code=ATH-M-100');
    expect(loggableUrl('/api/athletes?tokens=3&q=token=x')).toBe('/api/athletes?tokens=3&q=token=x');
  });
});
