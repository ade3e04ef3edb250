import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { build } from '../../test/helper';
import { loginFailures, passwordResetTokens, rateLimitHits, sessions, users } from '../../db/schema';
import { deleteExpiredAuthRows } from './cleanup';
import { sha256 } from './sessions';
import { account, json, login, nextMail, signup, tempDir } from './account-test-support';

const proxiedDir = tempDir();
const proxied = await build({ DATA_DIR: proxiedDir, TRUST_PROXY: '127.0.0.1' });
const from = (ip: string) => ({ 'x-forwarded-for': ip });

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
      { username: 'x', ip: '192.0.2.1', at: day(-2) },
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
