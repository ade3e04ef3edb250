import fs from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { eq, sql } from 'drizzle-orm';
import { build } from '../../test/helper';
import { USER_TYPES } from '../../../shared/contracts/auth';
import { passwordResetTokens, sessions, users } from '../../db/schema';
import { hashPassword } from './passwords';
import * as support from './account-test-support';
import { account, freshClient, json, mailsTo, nextMail, tempDir } from './account-test-support';

const dataDir = tempDir();
// The test client stands for a proxy at 127.0.0.1, so tests may choose addresses and HTTPS.
// Each test is a client address of its own, so the per-address limits of one test never
// touch another, and each signs up the users it needs under names of its own.
const app = await build({ DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1' });
let client: Record<string, string> = {};
beforeEach(() => {
  client = freshClient();
});

const signup = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  support.signup(app, body, { ...client, ...headers });
const login = (
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => support.login(app, username, password, { ...client, ...headers }, extra);
/** Signs up `name` (password "correct horse") and checks that it worked. */
const member = async (name: string) => {
  expect((await signup(account(name))).statusCode).toBe(201);
  return name;
};
const userId = async (username: string) =>
  (await app.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
const userCount = async () =>
  (await queryRows<{ n: number }>(app.database.db, sql`select count(*)::int as n from users`))[0]!.n;
const sessionCookie = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === 'sid')!;

describe('sign-up validation, with the translated messages', () => {
  const valid = account('valid.fan');
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['username', { username: '' }, 'username', 'Username is required'],
    ['username', { username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    ['email', { email: '' }, 'email', 'Email is required'],
    ['email', { email: 'not-an-email' }, 'email', 'Enter a valid email address'],
    ['cpf', { cpf: '' }, 'cpf', 'CPF is required'],
    ['cpf', { cpf: '123.456.789-01' }, 'cpf', 'CPF may only contain letters and digits'],
    ['cpf', { cpf: '1234567' }, 'cpf', 'CPF must have 8 to 11 characters (11 for a Brazilian CPF)'],
    ['cpf', { cpf: '123456789012' }, 'cpf', 'CPF must have 8 to 11 characters (11 for a Brazilian CPF)'],
    ['password', { password: '', repeatPassword: '' }, 'password', 'Password is required'],
    [
      'password',
      { password: 'short', repeatPassword: 'short' },
      'password',
      'Password must be at least 8 characters',
    ],
    ['repeat', { repeatPassword: '' }, 'repeatPassword', 'Please repeat the password'],
    ['repeat', { repeatPassword: 'something else' }, 'repeatPassword', 'The passwords do not match'],
  ];
  it.each(cases)('%s: %j → %s', async (_f, patch, field, message) => {
    const before = await userCount();
    const res = await signup({ ...valid, username: `v${Math.random().toString(36).slice(2, 8)}`, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await userCount()).toBe(before); // a failed sign-up writes nothing
  });

  it('answers in the request language', async () => {
    const res = await signup({ ...valid, repeatPassword: 'x' }, { 'accept-language': 'pt-PT' });
    expect(res.json().fields.repeatPassword).toBe('As palavras-passe não coincidem');
  });
});

describe('accounts and sessions', () => {
  it('signs up, logs in, rotates the session id, and logs out', async () => {
    const created = await signup(account('ana.souza'));
    expect(created.statusCode).toBe(201);
    expect(created.json().user).toMatchObject({ username: 'ana.souza', type: 'user' });
    const first = sessionCookie(created);
    expect(first.value.length).toBeGreaterThan(30);
    expect(first).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const stored = await app.database.db
      .select({ h: users.passwordHash })
      .from(users)
      .where(eq(users.username, 'ana.souza'));
    expect(stored[0]!.h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const again = await login('ANA.SOUZA', 'correct horse', {}, { cookie: `sid=${first.value}` });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Login successful');
    const second = sessionCookie(again);
    expect(second.value).not.toBe(first.value);
    // The session that existed before login is gone.
    expect(
      (await app.inject({ url: '/api/auth/me', headers: { cookie: `sid=${first.value}` } })).statusCode,
    ).toBe(401);
    const me = await app.inject({ url: '/api/auth/me', headers: { cookie: `sid=${second.value}` } });
    expect(me.json().user.username).toBe('ana.souza');

    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `sid=${second.value}` },
    });
    expect(out.json().message).toBe('Logout successful');
    expect(
      (await app.inject({ url: '/api/auth/me', headers: { cookie: `sid=${second.value}` } })).statusCode,
    ).toBe(401);
  });

  it('refuses a duplicate username, whatever its case', async () => {
    await member('dup.owner');
    const before = await userCount();
    const res = await signup({ ...account('dup.owner'), username: 'Dup.Owner', email: 'other@example.org' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This username is already taken');
    expect(await userCount()).toBe(before);
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const name = await member('wrong.pass');
    const unknown = await login('nobody-here', 'whatever123');
    const wrong = await login(name, 'wrong password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Invalid username or password');
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('hands the native app a bearer token for the same kind of session', async () => {
    const name = await member('native.app');
    const res = await login(name, 'correct horse', { session: 'token' });
    const token = res.json().token as string;
    expect(token.length).toBeGreaterThan(30);
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const me = await app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().user.username).toBe(name);
  });

  it('refuses a state-changing request from another origin', async () => {
    const name = await member('origin.check');
    const res = await login(name, 'correct horse', {}, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CROSS_ORIGIN');
    const same = await login(
      name,
      'correct horse',
      {},
      { origin: 'http://localhost:80', host: 'localhost:80' },
    );
    expect(same.statusCode).toBe(200);
  });

  it('makes a new device wait after 5 failures, before hashing, with Retry-After; then the right password passes', async () => {
    await member('target.user');
    for (let i = 0; i < 5; i++)
      expect((await login('target.user', `bad-${i}-password`)).statusCode).toBe(401);
    const waiting = await login('target.user', 'correct horse'); // even the right password
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(30);
    expect(waiting.json().message).toMatch(/^Too many failed attempts\. Try again in \d+ seconds\.$/);
    // Thirty seconds later (the failures moved back in time), it passes.
    await app.database.db.execute(
      sql`update login_failures set at = at - interval '31 seconds' where username = 'target.user'`,
    );
    expect((await login('target.user', 'correct horse')).statusCode).toBe(200);
  });
});

describe('session cookie and expiry', () => {
  it('is Secure and __Host- prefixed over HTTPS', async () => {
    await member('secure.fan');
    const res = await login('secure.fan', 'correct horse', {}, { 'x-forwarded-proto': 'https' });
    const cookie = res.cookies.find((c) => c.name === '__Host-sid')!;
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('expires when idle', async () => {
    const name = await member('idle.fan');
    const res = await login(name, 'correct horse');
    const sid = sessionCookie(res).value;
    expect((await app.inject({ url: '/api/auth/me', headers: { cookie: `sid=${sid}` } })).statusCode).toBe(
      200,
    );
    await app.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, await userId(name)));
    expect((await app.inject({ url: '/api/auth/me', headers: { cookie: `sid=${sid}` } })).statusCode).toBe(
      401,
    );
  });

  it('limits failed logins per address across accounts', async () => {
    const name = await member('sprayed.fan');
    const headers = freshClient();
    for (let i = 0; i < 50; i++) await login(`spray-${i}`, 'guessed password', {}, headers);
    const res = await login(name, 'correct horse', {}, headers);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await login(name, 'correct horse', {}, freshClient())).statusCode).toBe(200);
  });
});

describe('password restore', () => {
  const outbox = () => {
    const dir = `${dataDir}/outbox`;
    return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
  };
  const restore = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/restore',
      payload: { email },
      headers: { ...json, ...client },
    });
  /** Asks for a restore mail and reads its token (the mail goes out after the answer). */
  const restoreToken = async (email: string) => {
    const before = mailsTo(dataDir, email).length;
    expect((await restore(email)).statusCode).toBe(200);
    const text = await nextMail(dataDir, email, before);
    return decodeURIComponent(/token=([^\s]+)/.exec(text)![1]!);
  };
  const confirm = (token: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/restore/confirm',
      payload: { token, password, repeatPassword: password },
      headers: { ...json, ...client },
    });

  it('answers the same whether or not the account exists', async () => {
    await member('restore.same');
    const before = outbox();
    const known = await restore('restore.same@example.org');
    const unknown = await restore('nobody@example.org');
    await nextMail(dataDir, 'restore.same@example.org', 0);
    await new Promise((r) => setTimeout(r, 200));
    expect(outbox()).toBe(before + 1); // the unknown address gets no mail
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
  });

  it('uses a token once', async () => {
    const name = await member('restore.once');
    const token = await restoreToken(`${name}@example.org`);
    expect((await confirm(token, 'brand new secret')).statusCode).toBe(200);
    expect((await login(name, 'brand new secret')).statusCode).toBe(200);
    const reused = await confirm(token, 'another secret!');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('This link is invalid or has expired. Ask for a new one.');
  });

  it('refuses an expired token', async () => {
    const name = await member('restore.late');
    const token = await restoreToken(`${name}@example.org`);
    await app.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResetTokens.userId, await userId(name)));
    expect((await confirm(token, 'too late password')).statusCode).toBe(400);
    expect((await login(name, 'correct horse')).statusCode).toBe(200); // the old password still holds
  });
});

describe('admin-only routes', () => {
  it.each(USER_TYPES)('a %s session passes the admin guard only when admin', async (type) => {
    const username = `role-${type}`;
    await app.database.db.insert(users).values({
      username,
      email: `${username}@example.org`,
      cpf: '00000000',
      type,
      passwordHash: await hashPassword('role password'),
    });
    const res = await login(username, 'role password', { session: 'token' });
    const admin = await app.inject({
      url: '/api/admin/users',
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(admin.statusCode).toBe(type === 'admin' ? 200 : 403);
  });

  it('refuses a visitor with 401', async () => {
    expect((await app.inject({ url: '/api/admin/users' })).statusCode).toBe(401);
  });
});
