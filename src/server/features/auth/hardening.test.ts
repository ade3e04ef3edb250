import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { build } from '../../test/helper';
import { loginFailures, passwordResetTokens, rateLimitHits, sessions, users } from '../../db/schema';
import { deleteExpiredAuthRows } from './cleanup';
import { sha256 } from './sessions';

/** Every argon2 hash and verify of the app, counted: the limits must act before any of them. */
const argon = vi.hoisted(() => ({ calls: 0 }));
vi.mock('./passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('./passwords')>();
  return {
    ...real,
    hashPassword: (p: string) => (argon.calls++, real.hashPassword(p)),
    verifyPassword: (h: string, p: string) => (argon.calls++, real.verifyPassword(h, p)),
    burnVerify: (p: string) => (argon.calls++, real.burnVerify(p)),
  };
});

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

/** The mails to `to` in the outbox so far, oldest first (restore mails go out after the answer). */
function mailsTo(dataDir: string, to: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((mail) => mail.includes(`\nTo: ${to}\n`));
}

async function nextMail(dataDir: string, to: string, before: number): Promise<string> {
  await expect.poll(() => mailsTo(dataDir, to).length, { timeout: 5000 }).toBeGreaterThan(before);
  return mailsTo(dataDir, to).at(-1)!;
}

/**
 * Most tests share one app behind a trusted test proxy, each as a client address of its
 * own, so the per-address limits of one test never touch another.
 */
const proxiedDir = tempDir();
const proxied = await build({ DATA_DIR: proxiedDir, TRUST_PROXY: '127.0.0.1' });
const from = (ip: string) => ({ 'x-forwarded-for': ip });

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
    const app = proxied;
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

describe('links in e-mails', async () => {
  const publicDir = tempDir();
  // A trusted proxy is the strongest case: even then the request does not choose the link.
  const withPublicUrl = await build({
    DATA_DIR: publicDir,
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: 'https://games.example.org/',
  });
  const forged = {
    host: 'attacker.example',
    'x-forwarded-host': 'attacker.example',
    'x-forwarded-proto': 'https',
  };

  it.each([
    ['unset: the local address', proxied, proxiedDir, 'http://localhost:3000/auth?token='],
    ['set', withPublicUrl, publicDir, 'https://games.example.org/auth?token='],
  ])(
    'use PUBLIC_URL (%s), never the Host or X-Forwarded-Host of the request',
    async (_name, app, dir, prefix) => {
      expect((await signup(app, account('link.owner'), from('198.51.100.20'))).statusCode).toBe(201);
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/restore',
        payload: { email: 'link.owner@example.org' },
        headers: { ...json, ...forged, ...from('198.51.100.20') },
      });
      expect(res.statusCode).toBe(200);
      const link = linkIn(await nextMail(dir, 'link.owner@example.org', 0));
      expect(link.startsWith(prefix)).toBe(true);
      expect(link).not.toContain('attacker.example');
    },
  );

  describe('same-origin rule for state-changing requests', () => {
    const app = withPublicUrl;

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

    it('accepts the configured public origin (behind a TLS proxy the request does not reveal)', async () => {
      const res = await signup(app, account('proxied.fan'), {
        origin: 'https://games.example.org',
        host: 'games.example.org',
      });
      expect(res.statusCode).toBe(201);
    });
  });
});

describe('failed-login limit under parallel attempts', () => {
  it('lets at most 10 of 30 parallel wrong passwords reach the hash; the rest get 429 with Retry-After', async () => {
    const app = proxied;
    expect((await signup(app, account('race.target'), from('198.51.100.30'))).statusCode).toBe(201);
    const before = argon.calls;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login(app, 'race.target', `wrong password ${i}`, from('198.51.100.30')),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(10);
    expect(codes.filter((c) => c !== 401).every((c) => c === 429)).toBe(true);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(20);
    for (const r of answers.filter((a) => a.statusCode === 429)) {
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(argon.calls - before).toBeLessThanOrEqual(10);
    // Even the right password waits now.
    expect((await login(app, 'race.target', 'correct horse', from('198.51.100.31'))).statusCode).toBe(429);
  });
});

describe('sign-up and restore limits', () => {
  it('caps sign-ups per address before any hashing, with Retry-After', async () => {
    const app = proxied;
    const client = from('198.51.100.40');
    for (let i = 0; i < 30; i++)
      expect((await signup(app, account(`fan.${i}`), client)).statusCode).toBe(201);
    const before = argon.calls;
    const refused = await signup(app, account('one.too.many'), client);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
    expect(argon.calls).toBe(before);
    const [row] = await app.database.db.select().from(users).where(eq(users.username, 'one.too.many'));
    expect(row).toBeUndefined();
    // Another address still signs up.
    expect((await signup(app, account('next.door'), from('198.51.100.41'))).statusCode).toBe(201);
  });

  it('caps restore requests per e-mail and per address before any lookup or mail', async () => {
    const app = proxied;
    expect((await signup(app, account('often.forgets'), from('198.51.100.51'))).statusCode).toBe(201);
    const restore = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/restore',
        payload: { email },
        headers: { ...json, ...from('198.51.100.50') },
      });
    const mails = () => mailsTo(proxiedDir, 'often.forgets@example.org');
    for (let i = 0; i < 3; i++) expect((await restore('often.forgets@example.org')).statusCode).toBe(200);
    await expect.poll(() => mails().length).toBe(3);
    const perEmail = await restore('OFTEN.forgets@example.org');
    expect(perEmail.statusCode).toBe(429);
    expect(Number(perEmail.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 3; i < 20; i++) expect((await restore(`someone.${i}@example.org`)).statusCode).toBe(200);
    const perAddress = await restore('someone.else@example.org');
    expect(perAddress.statusCode).toBe(429);
    await new Promise((r) => setTimeout(r, 200));
    expect(mails()).toHaveLength(3); // no mail for refused requests
  });

  it('answers a restore request for an unknown e-mail exactly as for a known one', async () => {
    const app = proxied;
    expect((await signup(app, account('known.person'), from('198.51.100.60'))).statusCode).toBe(201);
    const ask = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/restore',
        payload: { email },
        headers: { ...json, 'accept-language': 'es-ES', ...from('198.51.100.60') },
      });
    const mails = () => mailsTo(proxiedDir, 'known.person@example.org');
    const known = await ask('known.person@example.org');
    // The answer does not wait for the token and the mail: those happen after it has gone.
    expect(mails()).toHaveLength(0);
    const unknown = await ask('nobody.here@example.org');
    const comparable = (r: typeof known) => {
      const { date: _date, ...headers } = r.headers;
      return { status: r.statusCode, headers, body: r.body };
    };
    expect(comparable(unknown)).toEqual(comparable(known));
    expect(known.json().message).toMatch(/^Si alguna cuenta usa este correo/);
    await expect.poll(() => mails().length).toBe(1); // the known account still gets its mail
  });

  it('checks the restore token before it hashes the new password', async () => {
    const app = proxied;
    const before = argon.calls;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/restore/confirm',
      payload: { token: 'x'.repeat(43), password: 'brand new secret', repeatPassword: 'brand new secret' },
      headers: json,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('RESTORE_INVALID');
    expect(argon.calls).toBe(before);
  });
});

describe('after a password restore', () => {
  it("invalidates the user's other restore links and signs every session out", async () => {
    const app = proxied;
    const client = from('198.51.100.70');
    const created = await signup(app, account('two.links'), client);
    const cookie = created.cookies.find((c) => c.name === 'sid')!.value;
    const restore = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/restore',
        payload: { email: 'two.links@example.org' },
        headers: { ...json, ...client },
      });
    const token = (mail: string) => decodeURIComponent(/token=(\S+)/.exec(mail)![1]!);
    await restore();
    const first = token(await nextMail(proxiedDir, 'two.links@example.org', 0));
    await restore();
    const second = token(await nextMail(proxiedDir, 'two.links@example.org', 1));
    const confirm = (t: string, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/restore/confirm',
        payload: { token: t, password, repeatPassword: password },
        headers: json,
      });
    expect((await confirm(second, 'the newest secret')).statusCode).toBe(200);
    const stale = await confirm(first, 'an older secret');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('RESTORE_INVALID');
    const [owner] = await app.database.db.select().from(users).where(eq(users.username, 'two.links'));
    expect(
      await app.database.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, owner!.id)),
    ).toHaveLength(0);
    expect((await app.inject({ url: '/api/auth/me', headers: { cookie: `sid=${cookie}` } })).statusCode).toBe(
      401,
    );
    expect((await login(app, 'two.links', 'the newest secret', client)).statusCode).toBe(200);
  });
});

describe('expired sessions, tokens and counters', async () => {
  const app = await build({ SESSION_MAX_DAYS: '30' });
  const db = app.database.db;
  expect((await signup(app, account('clean.up'))).statusCode).toBe(201);
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'clean.up'));
  const userId = owner!.id;

  it('a session ends SESSION_MAX_DAYS after login, however active it is', async () => {
    const res = await login(app, 'clean.up', 'correct horse');
    const sid = res.cookies.find((c) => c.name === 'sid')!.value;
    const me = () => app.inject({ url: '/api/auth/me', headers: { cookie: `sid=${sid}` } });
    expect((await me()).statusCode).toBe(200);
    // Active yesterday, created 31 days ago: past the absolute lifetime.
    await db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '31 days'`, lastSeenAt: sql`now() - interval '1 day'` })
      .where(eq(sessions.id, sha256(sid)));
    expect((await me()).statusCode).toBe(401);
    // Refused on use, and deleted with it.
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sha256(sid))),
    ).toHaveLength(0);
  });

  it('sliding never takes a session past its absolute end', async () => {
    const res = await login(app, 'clean.up', 'correct horse');
    const sid = res.cookies.find((c) => c.name === 'sid')!.value;
    await db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '29 days'`, lastSeenAt: sql`now() - interval '1 hour'` })
      .where(eq(sessions.id, sha256(sid)));
    expect((await app.inject({ url: '/api/auth/me', headers: { cookie: `sid=${sid}` } })).statusCode).toBe(
      200,
    );
    const [row] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sha256(sid)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(30 * 86_400_000 + 1000);
  });

  it('deletes what has expired and keeps what is live', async () => {
    for (const table of [sessions, passwordResetTokens, loginFailures, rateLimitHits]) await db.delete(table);
    const day = (n: number) => new Date(Date.now() + n * 86_400_000);
    await db.insert(sessions).values([
      { id: 'live', userId, expiresAt: day(5) },
      { id: 'idle-expired', userId, expiresAt: day(-1) },
      { id: 'too-old', userId, expiresAt: day(5), createdAt: day(-31) },
    ]);
    await db.insert(passwordResetTokens).values([
      { tokenHash: 'live', userId, expiresAt: day(1) },
      { tokenHash: 'expired', userId, expiresAt: day(-1) },
      { tokenHash: 'used', userId, expiresAt: day(1), usedAt: day(0) },
    ]);
    await db.insert(loginFailures).values([
      { username: 'x', ip: '192.0.2.1' },
      { username: 'x', ip: '192.0.2.1', at: day(-1) },
    ]);
    await db.insert(rateLimitHits).values([{ bucket: 'b' }, { bucket: 'b', at: day(-2) }]);
    const removed = await deleteExpiredAuthRows(db, { maxSessionDays: 30 });
    expect(removed).toEqual({ sessions: 2, restoreTokens: 2, loginFailures: 1, rateLimitHits: 1 });
    expect((await db.select().from(sessions)).map((r) => r.id)).toEqual(['live']);
    expect((await db.select().from(passwordResetTokens)).map((r) => r.tokenHash)).toEqual(['live']);
    expect(await db.select().from(loginFailures)).toHaveLength(1);
    expect(await db.select().from(rateLimitHits)).toHaveLength(1);
  });
});
