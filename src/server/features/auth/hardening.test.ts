import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { build } from '../../test/helper';
import { users } from '../../db/schema';
import { account, json, linkIn, login, mailsTo, nextMail, signup, tempDir } from './account-test-support';
import { FREE_FAILURES } from './login-limits';
import { argonOperations } from './passwords';

/**
 * Every argon2 hash and verify of the app, as passwords.ts counts them (a module mock would not
 * hold once another test file has loaded the service): the limits must act before any of them.
 */
const argonCalls = () => argonOperations.started;

/**
 * Most tests share one app behind a trusted test proxy, each as a client address of its
 * own, so the per-address limits of one test never touch another.
 */
const proxiedDir = tempDir();
const proxied = await build({ DATA_DIR: proxiedDir, TRUST_PROXY: '127.0.0.1' });
const from = (ip: string) => ({ 'x-forwarded-for': ip });

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
  it('lets at most 5 of 30 parallel wrong passwords reach the hash; the rest get 429 with Retry-After', async () => {
    const app = proxied;
    expect((await signup(app, account('race.target'), from('198.51.100.30'))).statusCode).toBe(201);
    const before = argonCalls();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login(app, 'race.target', `wrong password ${i}`, from('198.51.100.30')),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBe(FREE_FAILURES);
    expect(codes.filter((c) => c !== 401).every((c) => c === 429)).toBe(true);
    for (const r of answers.filter((a) => a.statusCode === 429)) {
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(argonCalls() - before).toBe(FREE_FAILURES);
    // Even the right password waits now, from a device that never logged in.
    expect((await login(app, 'race.target', 'correct horse', from('198.51.100.31'))).statusCode).toBe(429);
  });
});

describe('sign-up and restore limits', () => {
  it('caps sign-ups per address before any hashing, with Retry-After', async () => {
    const app = proxied;
    const client = from('198.51.100.40');
    for (let i = 0; i < 30; i++)
      expect((await signup(app, account(`fan.${i}`), client)).statusCode).toBe(201);
    const before = argonCalls();
    const refused = await signup(app, account('one.too.many'), client);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
    expect(argonCalls()).toBe(before);
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
    const before = argonCalls();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/restore/confirm',
      payload: { token: 'x'.repeat(43), password: 'brand new secret', repeatPassword: 'brand new secret' },
      headers: json,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('RESTORE_INVALID');
    expect(argonCalls()).toBe(before);
  });
});

/** A venue's Wi-Fi is one address: its operators size these limits for the crowd. */
const capped = await build({
  DATA_DIR: tempDir(),
  SIGNUPS_PER_ADDRESS: '2',
  LOGIN_FAILURES_PER_ADDRESS: '3',
});

describe('per-address limits follow the configuration', () => {
  it('SIGNUPS_PER_ADDRESS and LOGIN_FAILURES_PER_ADDRESS set where 429 begins', async () => {
    for (const name of ['cap.one', 'cap.two'])
      expect((await signup(capped, account(name))).statusCode).toBe(201);
    const third = await signup(capped, account('cap.three'));
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeTruthy();
    for (let i = 0; i < 3; i++)
      expect((await login(capped, `nobody.${i}`, 'wrong password')).statusCode).toBe(401);
    expect((await login(capped, 'nobody.9', 'wrong password')).statusCode).toBe(429);
  });
});
