import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../test/helper';

const json = { 'content-type': 'application/json' };
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'auth-hardening-'));
const account = (name: string) => ({
  username: name,
  email: `${name}@example.org`,
  cpf: '12345678901',
  password: 'correct horse',
  repeatPassword: 'correct horse',
});

type App = Awaited<ReturnType<typeof build>>;

const signup = (app: App, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/signup', payload: body, headers: { ...json, ...headers } });

const login = (app: App, username: string, password: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    headers: { ...json, ...headers },
  });

/** The mails written to the outbox so far, oldest first (restore mails are sent after the answer). */
function outbox(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}

async function nextMail(dataDir: string, before: number): Promise<string> {
  await expect.poll(() => outbox(dataDir).length, { timeout: 5000 }).toBeGreaterThan(before);
  return outbox(dataDir).at(-1)!;
}

const linkIn = (mail: string) => /(\S+\/auth\?token=\S+)/.exec(mail)![1]!;

describe('addresses behind proxies', () => {
  it('ignores X-Forwarded-For by default: a new forged address each time does not escape the per-address login cap', async () => {
    const app = await build();
    expect((await signup(app, account('proxy.victim'))).statusCode).toBe(201);
    for (let i = 0; i < 50; i++) {
      const res = await login(app, `spray-${i}`, 'guessed password', {
        'x-forwarded-for': `198.51.100.${i}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await login(app, 'proxy.victim', 'correct horse', { 'x-forwarded-for': '198.51.100.200' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('believes X-Forwarded-For only from a configured proxy (TRUST_PROXY)', async () => {
    const app = await build({ TRUST_PROXY: '127.0.0.1' });
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    for (let i = 0; i < 50; i++) await login(app, `spray-${i}`, 'guessed password', from('198.51.100.7'));
    expect((await login(app, 'anyone', 'guessed password', from('198.51.100.7'))).statusCode).toBe(429);
    // Another client behind the same proxy is not blocked.
    expect((await login(app, 'anyone', 'guessed password', from('198.51.100.8'))).statusCode).toBe(401);
  });
});

describe('TRUST_PROXY as a hop count', () => {
  it('takes the address the nearest proxy saw, not one the client wrote further left', async () => {
    const app = await build({ TRUST_PROXY: '1' });
    const seen: string[] = [];
    app.addHook('onRequest', async (req) => void seen.push(req.ip));
    await app.inject({ url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.66, 198.51.100.1' } });
    expect(seen).toEqual(['198.51.100.1']);
  });
});

describe('links in e-mails', () => {
  const forged = {
    host: 'attacker.example',
    'x-forwarded-host': 'attacker.example',
    'x-forwarded-proto': 'https',
  };

  it.each([
    ['unset: the local address', {}, 'http://localhost:3000/auth?token='],
    ['set', { PUBLIC_URL: 'https://games.example.org/' }, 'https://games.example.org/auth?token='],
  ])('use PUBLIC_URL (%s), never the Host or X-Forwarded-Host of the request', async (_name, env, prefix) => {
    const dataDir = tempDir();
    // A trusted proxy is the strongest case: even then the request does not choose the link.
    const app = await build({ DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1', ...env });
    expect((await signup(app, account('link.owner'))).statusCode).toBe(201);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/restore',
      payload: { email: 'link.owner@example.org' },
      headers: { ...json, ...forged },
    });
    expect(res.statusCode).toBe(200);
    const link = linkIn(await nextMail(dataDir, 0));
    expect(link.startsWith(prefix)).toBe(true);
    expect(link).not.toContain('attacker.example');
  });
});

describe('same-origin rule for state-changing requests', async () => {
  const app = await build({ PUBLIC_URL: 'https://games.example.org' });

  it.each(['/%61pi/auth/signup', '/api/auth/%73ignup', '/%61%70%69/auth/signup', '/api/auth/signup'])(
    'refuses %s from a foreign Origin with 403 before the handler runs, for every unsafe method',
    async (url) => {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const res = await app.inject({
          method,
          url,
          payload: account('csrf.victim'),
          headers: { ...json, origin: 'https://evil.example' },
        });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().code).toBe('CROSS_ORIGIN');
      }
      expect((await login(app, 'csrf.victim', 'correct horse')).statusCode).toBe(401); // nothing was created
    },
  );

  it('accepts the configured public origin (a TLS proxy in front, no TRUST_PROXY)', async () => {
    const res = await signup(app, account('proxied.fan'), {
      origin: 'https://games.example.org',
      host: 'games.example.org',
    });
    expect(res.statusCode).toBe(201);
  });
});
