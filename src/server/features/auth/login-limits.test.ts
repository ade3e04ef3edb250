import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../test/helper';
import { users } from '../../db/schema';
import {
  account,
  freshClient,
  json,
  linkIn,
  login,
  nextMail,
  signup,
  tempDir,
  type App,
} from './account-test-support';
import { backOffSeconds, FREE_FAILURES, MAX_WAIT_S } from './login-limits';
import { argonOperations, hashPassword } from './passwords';

// The test client stands for a proxy at 127.0.0.1, so each test chooses its clients' addresses.
const dataDir = tempDir();
const app = await build({ DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1' });
/** The same with room for only 3 failures per address, to reach that cap in a few requests. */
const capped = await build({
  DATA_DIR: tempDir(),
  TRUST_PROXY: '127.0.0.1',
  LOGIN_FAILURES_PER_ADDRESS: '3',
});

type Answer = Awaited<ReturnType<typeof login>>;
/** The device cookie a successful login or sign-up left, as a Cookie header. */
const deviceOf = (res: Answer) => {
  const cookie = res.cookies.find((c) => c.name === 'device');
  expect(cookie, 'a device cookie').toBeDefined();
  return { cookie: `device=${cookie!.value}` };
};
const retryAfter = (res: Answer) => Number(res.headers['retry-after']);
/** Moves an account's counted failures `seconds` into the past, as if that time had gone by. */
const timePasses = (target: App, username: string, seconds: number) =>
  target.database.db.execute(
    sql`update login_failures set at = at - make_interval(secs => ${seconds}) where username = ${username}`,
  );
const devicesTimePass = (target: App, seconds: number) =>
  target.database.db.execute(
    sql`update rate_limit_hits set at = at - make_interval(secs => ${seconds}) where bucket like 'login:device:%'`,
  );

describe('wrong passwords from others do not lock the owner out', () => {
  it('after 30 guesses at an account, its owner logs in at once from a known device, and from a new one after the wait', async () => {
    const home = freshClient();
    const signedUp = await signup(app, account('owner.one'), home);
    expect(signedUp.statusCode).toBe(201);
    const knownDevice = deviceOf(signedUp);

    const attacker = freshClient();
    const before = argonOperations.started;
    const codes: number[] = [];
    for (let i = 0; i < 30; i++)
      codes.push((await login(app, 'owner.one', `guess ${i}`, attacker)).statusCode);
    // The guesser is slowed: a few free failures, then only waits, none of which is hashed.
    expect(codes.filter((c) => c === 401)).toHaveLength(FREE_FAILURES);
    expect(codes.slice(FREE_FAILURES).every((c) => c === 429)).toBe(true);
    expect(argonOperations.started - before).toBe(FREE_FAILURES);

    // The owner's browser has logged in before: it does not wait.
    const fromHome = await login(app, 'owner.one', 'correct horse', { ...home, ...knownDevice });
    expect(fromHome.statusCode).toBe(200);

    // A new device waits for the back-off like anyone else, then the right password passes.
    const newDevice = freshClient();
    const waiting = await login(app, 'owner.one', 'correct horse', newDevice);
    expect(waiting.statusCode).toBe(429);
    expect(retryAfter(waiting)).toBeGreaterThan(0);
    expect(waiting.json().message).toMatch(/^Too many failed attempts\. Try again in \d+ seconds\.$/);
    const inSpanish = await login(app, 'owner.one', 'correct horse', {
      ...newDevice,
      'accept-language': 'es',
    });
    expect(inSpanish.statusCode).toBe(429);
    expect(inSpanish.json().message).toMatch(
      /^Demasiados intentos fallidos\. Inténtalo de nuevo en \d+ segundos\.$/,
    );
    await timePasses(app, 'owner.one', retryAfter(waiting));
    const afterWait = await login(app, 'owner.one', 'correct horse', newDevice);
    expect(afterWait.statusCode).toBe(200);
    // …and that device is known from now on.
    const stillGuessing = await login(app, 'owner.one', 'another guess', attacker);
    expect(stillGuessing.statusCode).toBe(401);
    expect((await login(app, 'owner.one', 'correct horse', newDevice)).statusCode).toBe(429);
    expect(
      (await login(app, 'owner.one', 'correct horse', { ...newDevice, ...deviceOf(afterWait) })).statusCode,
    ).toBe(200);
  });

  it('a device proof works only for the account it was made for, and not after the password changed', async () => {
    const home = freshClient();
    const mine = await signup(app, account('proof.mine'), home);
    expect((await signup(app, account('proof.theirs'), freshClient())).statusCode).toBe(201);
    for (let i = 0; i < FREE_FAILURES; i++) await login(app, 'proof.theirs', `guess ${i}`, freshClient());
    // My device cookie does not vouch for another account.
    expect(
      (await login(app, 'proof.theirs', 'correct horse', { ...home, ...deviceOf(mine) })).statusCode,
    ).toBe(429);
    // A forged cookie is no device at all.
    expect(
      (
        await login(app, 'proof.theirs', 'correct horse', {
          ...home,
          cookie: `device=${'A'.repeat(22)}.${'B'.repeat(22)}`,
        })
      ).statusCode,
    ).toBe(429);
    // A new password (a restore) voids the proofs made with the old one.
    for (let i = 0; i < FREE_FAILURES; i++) await login(app, 'proof.mine', `guess ${i}`, freshClient());
    await app.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('correct horse') })
      .where(sql`${users.username} = 'proof.mine'`);
    expect((await login(app, 'proof.mine', 'correct horse', { ...home, ...deviceOf(mine) })).statusCode).toBe(
      429,
    );
  });

  it('a restore through the owner’s mail makes that device known: a guesser at the end of each wait cannot hold the owner out', async () => {
    expect((await signup(app, account('mail.owner'), freshClient())).statusCode).toBe(201);
    for (let i = 0; i < FREE_FAILURES + 1; i++) await login(app, 'mail.owner', `guess ${i}`, freshClient());
    const phone = freshClient();
    expect((await login(app, 'mail.owner', 'correct horse', phone)).statusCode).toBe(429);
    const asked = await app.inject({
      method: 'POST',
      url: '/api/auth/restore',
      payload: { email: 'mail.owner@example.org' },
      headers: { ...json, ...phone },
    });
    expect(asked.statusCode).toBe(200);
    const token = new URL(linkIn(await nextMail(dataDir, 'mail.owner@example.org', 0))).searchParams.get(
      'token',
    )!;
    const restored = await app.inject({
      method: 'POST',
      url: '/api/auth/restore/confirm',
      payload: { token, password: 'a fresh secret', repeatPassword: 'a fresh secret' },
      headers: { ...json, ...phone },
    });
    expect(restored.statusCode).toBe(200);
    expect(
      (await login(app, 'mail.owner', 'a fresh secret', { ...phone, ...deviceOf(restored) })).statusCode,
    ).toBe(200);
  });

  it('60 wrong logins under other names from one address do not lock out the admin at that address', async () => {
    await app.database.db.insert(users).values({
      username: 'office.admin',
      email: 'office.admin@example.org',
      cpf: '00000000',
      type: 'admin',
      passwordHash: await hashPassword('admin password'),
    });
    const office = freshClient();
    const first = await login(app, 'office.admin', 'admin password', office);
    expect(first.statusCode).toBe(200);
    const adminDevice = deviceOf(first);

    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(app, `someone.${i}`, 'wrong password', office)),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(50); // LOGIN_FAILURES_PER_ADDRESS
    expect(codes.filter((c) => c === 429)).toHaveLength(10);

    const admin = await login(app, 'office.admin', 'admin password', { ...office, ...adminDevice });
    expect(admin.statusCode).toBe(200);
    // The address cap still holds for devices it does not know.
    expect((await login(app, 'office.admin', 'admin password', office)).statusCode).toBe(429);
  });

  it('counts failures, not logins, against the address', async () => {
    for (const name of ['venue.one', 'venue.two'])
      expect((await signup(capped, account(name), freshClient())).statusCode).toBe(201);
    const venue = freshClient();
    // Six successful logins from an address allowed 3 failures: none is counted, none refused.
    for (let round = 0; round < 3; round++)
      for (const name of ['venue.one', 'venue.two'])
        expect((await login(capped, name, 'correct horse', venue)).statusCode).toBe(200);
    expect((await login(capped, 'venue.one', 'a typo', venue)).statusCode).toBe(401);
  });
});

describe('the back-off', () => {
  it('doubles with each further failure, up to a ceiling', () => {
    const waits = Array.from({ length: 12 }, (_, n) => backOffSeconds(n));
    expect(waits.slice(0, FREE_FAILURES)).toEqual(Array(FREE_FAILURES).fill(0));
    expect(waits.slice(FREE_FAILURES)).toEqual([30, 60, 120, 240, 480, MAX_WAIT_S, MAX_WAIT_S]);
    expect(MAX_WAIT_S).toBe(900);
  });

  it('grows for a device that keeps failing after each wait', async () => {
    expect((await signup(app, account('grows.target'), freshClient())).statusCode).toBe(201);
    const guesser = freshClient();
    for (let i = 0; i < FREE_FAILURES; i++)
      expect((await login(app, 'grows.target', `guess ${i}`, guesser)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await login(app, 'grows.target', 'one more guess', guesser);
      expect(refused.statusCode).toBe(429);
      waits.push(retryAfter(refused));
      await timePasses(app, 'grows.target', retryAfter(refused));
      const before = argonOperations.started;
      expect((await login(app, 'grows.target', `after wait ${round}`, guesser)).statusCode).toBe(401);
      expect(argonOperations.started - before).toBe(1);
    }
    expect(waits[0]).toBeLessThanOrEqual(30);
    expect(waits[1]).toBeGreaterThan(30);
    expect(waits[1]).toBeLessThanOrEqual(60);
    expect(waits[2]).toBeGreaterThan(60);
    expect(waits[2]).toBeLessThanOrEqual(120);
  });

  it('slows a known device that keeps failing too, on its own budget, before hashing', async () => {
    const home = freshClient();
    const device = deviceOf(await signup(app, account('own.budget'), home));
    const at = { ...home, ...device };
    for (let i = 0; i < FREE_FAILURES; i++)
      expect((await login(app, 'own.budget', `typo ${i}`, at)).statusCode).toBe(401);
    const before = argonOperations.started;
    const refused = await login(app, 'own.budget', 'correct horse', at);
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(argonOperations.started).toBe(before);
    // Its typos did not touch what strangers' devices are allowed.
    expect((await login(app, 'own.budget', 'correct horse', freshClient())).statusCode).toBe(200);
    await devicesTimePass(app, retryAfter(refused));
    expect((await login(app, 'own.budget', 'correct horse', at)).statusCode).toBe(200);
  });
});

describe('sign-up tells no more about taken names than logging in does', () => {
  const comparable = (r: Answer) => {
    const { date: _date, 'retry-after': _retry, ...headers } = r.headers;
    return { status: r.statusCode, headers, body: r.body.replace(/\d+ seconds/, 'N seconds') };
  };

  it('counts a taken name as a failed login from the address; then new and taken names get the same 429', async () => {
    expect((await signup(capped, account('taken.name'), freshClient())).statusCode).toBe(201);
    const prober = freshClient();
    for (let i = 0; i < 3; i++) {
      const probe = await signup(
        capped,
        { ...account('taken.name'), email: `probe${i}@example.org` },
        prober,
      );
      expect(probe.statusCode).toBe(409);
    }
    const taken = await signup(capped, { ...account('taken.name'), email: 'probe@example.org' }, prober);
    const fresh = await signup(capped, account('never.used.name'), prober);
    expect(taken.statusCode).toBe(429);
    expect(Number(taken.headers['retry-after'])).toBeGreaterThan(0);
    expect(comparable(fresh)).toEqual(comparable(taken));
    // The probes count as logins' failures do: this address's wrong logins are refused too.
    expect((await login(capped, 'anyone', 'wrong password', prober)).statusCode).toBe(429);
  });

  it('counts probes of one name from many addresses against that name, like guessed passwords', async () => {
    expect((await signup(capped, account('probed.name'), freshClient())).statusCode).toBe(201);
    for (let i = 0; i < FREE_FAILURES; i++)
      expect(
        (await signup(capped, { ...account('probed.name'), email: `p${i}@example.org` }, freshClient()))
          .statusCode,
      ).toBe(409);
    expect((await signup(capped, account('probed.name'), freshClient())).statusCode).toBe(429);
    expect((await login(capped, 'probed.name', 'correct horse', freshClient())).statusCode).toBe(429);
  });

  it('does not count successful sign-ups', async () => {
    const venue = freshClient();
    for (let i = 0; i < 6; i++)
      expect((await signup(capped, account(`venue.fan.${i}`), venue)).statusCode).toBe(201);
    expect((await login(capped, 'venue.fan.0', 'correct horse', venue)).statusCode).toBe(200);
  });
});
