import { createECDH, generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { build, liveHubCaughtUp, resetTinyGames, testConfig } from '../../test/helper';
import { testAccounts } from '../../test/accounts';
import { follows, pushDeliveries, pushSubscriptions, users } from '../../db/schema';
import { FINAL, deskResultRow } from '../../test/test-games';
import { payloadFor } from './deliver';
import type { Notice } from './notices';

// The encryption library web-push itself uses: the test reads messages as a browser would.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt: (body: Buffer, params: Record<string, unknown>) => Buffer;
};

/** A push service played by a local server: it keeps what it is sent and answers per path. */
const received: { path: string; headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
const gone = new Set<string>();
const service = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    // FCM's token exchange answers with an access token; nothing to keep.
    if (req.url === '/token')
      return res.end(JSON.stringify({ access_token: 'fcm-access', expires_in: 3600 }));
    received.push({ path: req.url!, headers: req.headers, body: Buffer.concat(chunks) });
    res.writeHead(gone.has(req.url!) ? 410 : req.url!.startsWith('/v1/') ? 200 : 201).end('{}');
  });
});
await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));

const keys = webpush.generateVAPIDKeys();
// A Firebase service account whose token exchange is the local service too.
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'push-test-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
const account = path.join(folder, 'firebase.json');
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
fs.writeFileSync(
  account,
  JSON.stringify({
    project_id: 'games-test',
    client_email: 'push@games-test.iam.gserviceaccount.com',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
    token_uri: `${origin}/token`,
  }),
);
const env = {
  PUSH_ENDPOINT_ORIGINS: origin,
  VAPID_PUBLIC_KEY: keys.publicKey,
  VAPID_PRIVATE_KEY: keys.privateKey,
  FCM_SERVICE_ACCOUNT: account,
  FCM_API_URL: origin,
};
// Two server instances on one database, as behind a load balancer.
const one = await build(env);
const shared = { ...one.database, close: async () => {} };
const two = await buildApp(testConfig(env), { database: shared, logger: false });
await two.ready();
afterAll(() => two.close());
const as = testAccounts(one);

/** A browser's subscription: its own key pair and auth secret, as PushManager makes them. */
function browser(name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    ecdh,
    auth,
    path: `/push/${name}`,
    body: {
      endpoint: `${origin}/push/${name}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      kinds: ['official', 'medal'],
      quiet: null,
      time_zone: 'Asia/Baku',
      locale: 'en-US',
    },
  };
}

describe('push notifications', () => {
  it('sends one encrypted message per following subscriber from two instances, none to the other, and drops a gone subscription', async () => {
    await resetTinyGames(one);
    const fan = browser('fan');
    const other = browser('other');
    // The fan is an account following Brazil; the other a guest following Portugal's swimmer only.
    const fanAccount = await as('user', 'push-fan');
    const [user] = await one.database.db.select().from(users).where(eq(users.username, 'push-fan'));
    await one.database.db.insert(follows).values({ userId: user!.id, kind: 'delegation', code: 'BRA' });
    const subscribed = await one.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: fanAccount,
      payload: fan.body,
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    // The fan's phone app too, by its FCM token.
    const { kinds, quiet, time_zone, locale } = fan.body;
    const device = await two.inject({
      method: 'POST',
      url: '/api/push/devices',
      headers: fanAccount,
      payload: { token: 'fan-phone:APA91b', platform: 'android', kinds, quiet, time_zone, locale },
    });
    expect(device.statusCode, device.body).toBe(200);
    const guest = await two.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: { ...other.body, follows: [{ kind: 'athlete', code: '1000002' }] },
    });
    expect(guest.statusCode, guest.body).toBe(200);
    // An address no push service gave is refused.
    const refused = await one.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: { ...fan.body, endpoint: 'https://internal.example.org/x' },
    });
    expect(refused.statusCode).toBe(400);

    // The desk makes the final official with a Brazilian winning: Brazil's follower is told.
    const admin = await as('admin');
    const results = await one.inject({
      method: 'PUT',
      url: `/api/admin/units/${FINAL}/results`,
      headers: admin,
      payload: { rows: [deskResultRow('1000001', 1, '53.10')] },
    });
    expect(results.statusCode, results.body).toBe(200);
    const official = await one.inject({
      method: 'PATCH',
      url: `/api/admin/units/${FINAL}/status`,
      headers: admin,
      payload: { schedule_status: 'FINISHED', result_status: 'OFFICIAL' },
    });
    expect(official.statusCode, official.body).toBe(200);
    await Promise.all([liveHubCaughtUp(one), liveHubCaughtUp(two)]);
    await Promise.all([one.pushNotifier.idle(), two.pushNotifier.idle()]);

    const FCM = '/v1/projects/games-test/messages:send';
    expect(received.map((r) => r.path).sort()).toEqual([fan.path, fan.path, FCM, FCM].sort());
    const native = received.filter((r) => r.path === FCM).map((r) => JSON.parse(r.body.toString()).message);
    expect(native.map((m) => m.token)).toEqual(['fan-phone:APA91b', 'fan-phone:APA91b']);
    expect(native.map((m) => m.notification.title).sort()).toEqual(['Medal for Brazil', 'Official result']);
    expect(received.find((r) => r.path === FCM)!.headers.authorization).toBe('Bearer fcm-access');
    const messages = received
      .filter((r) => r.path !== FCM)
      .map((r) => {
        expect(r.headers['content-encoding']).toBe('aes128gcm');
        expect(r.headers.authorization).toMatch(/^vapid t=.+, k=/);
        expect(r.body.toString('latin1')).not.toContain('Official');
        const plain = ece.decrypt(r.body, {
          version: 'aes128gcm',
          privateKey: fan.ecdh,
          authSecret: fan.auth,
        });
        return JSON.parse(plain.toString('utf8'));
      });
    expect(messages).toEqual(
      expect.arrayContaining([
        {
          title: 'Official result',
          body: "Women's 100m Freestyle – Final",
          url: `/discipline/SWM/results/${FINAL}`,
          tag: `official:${FINAL}`,
        },
        expect.objectContaining({ title: 'Medal for Brazil' }),
      ]),
    );
    // The payload carries the notice and nothing else.
    for (const m of messages) expect(Object.keys(m).sort()).toEqual(['body', 'tag', 'title', 'url']);

    // A later change of the same unit tells nobody again.
    received.length = 0;
    await one.inject({
      method: 'PATCH',
      url: `/api/admin/units/${FINAL}/status`,
      headers: admin,
      payload: { schedule_status: 'FINISHED', result_status: 'OFFICIAL', note: 'Timing checked' },
    });
    await Promise.all([liveHubCaughtUp(one), liveHubCaughtUp(two)]);
    await Promise.all([one.pushNotifier.idle(), two.pushNotifier.idle()]);
    expect(received).toEqual([]);

    // The push service says the fan's browser is gone: the subscription is removed.
    gone.add(fan.path);
    await one.database.db.delete(pushDeliveries);
    await two.inject({
      method: 'PATCH',
      url: `/api/admin/units/${FINAL}/status`,
      headers: admin,
      payload: { result_status: 'OFFICIAL', note: 'Again' },
    });
    await Promise.all([liveHubCaughtUp(one), liveHubCaughtUp(two)]);
    await Promise.all([one.pushNotifier.idle(), two.pushNotifier.idle()]);
    expect(received.length).toBeGreaterThan(0);
    const left = await one.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions);
    expect(left.map((s) => s.endpoint).sort()).toEqual(['fcm:fan-phone:APA91b', other.body.endpoint].sort());
  });

  it('tells a spoiler-free reader that a medal is won without saying whose', () => {
    const unit = {
      code: FINAL,
      disciplineCode: 'SWM',
      name: 'Final',
      names: {},
      eventName: "Women's 100m Freestyle",
      eventNames: {},
      startAt: new Date(),
    };
    const notice: Notice = {
      key: 'medal:x',
      kind: 'medal',
      unit,
      audience: { delegation: 'BRA', name: 'Brazil' },
    };
    const sub = { locale: 'es-ES', timeZone: 'Asia/Baku' };
    expect(payloadFor(notice, { ...sub, spoilerFree: false }).title).toBe('Medalla para Brazil');
    const hidden = payloadFor(notice, { ...sub, spoilerFree: true });
    expect(`${hidden.title} ${hidden.body}`).not.toContain('Brazil');
    expect(hidden.body).toContain("Women's 100m Freestyle – Final");
  });
});
