import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../test/helper';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-update-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const app = await build({ LIVE_UPDATE_DIR: dir });

/** Stands for the release key's signature: the server passes it on and never checks it. */
const SIGNATURE = `${'A'.repeat(85)}w==`;

/** What `npm run release` leaves on a channel (scripts/release.ts writes the same files). */
function release(channel: string, version: string, bytes: Buffer, signature: string | null = SIGNATURE) {
  fs.mkdirSync(path.join(dir, channel), { recursive: true });
  fs.writeFileSync(path.join(dir, channel, `${version}.zip`), bytes);
  const checksum = createHash('sha256').update(bytes).digest('hex');
  fs.writeFileSync(
    path.join(dir, channel, 'latest.json'),
    JSON.stringify({
      version,
      file: `${version}.zip`,
      checksum,
      ...(signature === null ? {} : { signature }),
      size: bytes.length,
      created_at: '2026-11-23T20:00:00Z',
    }),
  );
  return checksum;
}

describe('live-update bundles served by our own server', () => {
  it('offers the channel bundle to an app on another version, with its checksum and signature', async () => {
    const checksum = release('production', '1.2.0', Buffer.from('zip bytes'));
    const res = await app.inject('/api/live-update/latest?channel=production&version=builtin');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      available: true,
      version: '1.2.0',
      url: '/api/live-update/bundles/production/1.2.0.zip',
      checksum,
      created_at: '2026-11-23T20:00:00Z',
      signature: SIGNATURE,
    });
    const zip = await app.inject('/api/live-update/bundles/production/1.2.0.zip');
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.body).toBe('zip bytes');
  });

  it('offers nothing to an app already on it, or on a channel without releases', async () => {
    release('beta', '2.0.0', Buffer.from('b'));
    expect((await app.inject('/api/live-update/latest?channel=beta&version=2.0.0')).json()).toEqual({
      available: false,
    });
    expect((await app.inject('/api/live-update/latest?channel=nightly&version=1')).json()).toEqual({
      available: false,
    });
  });

  it('offers no bundle released before bundles were signed: the apps would refuse it', async () => {
    release('legacy', '1.0.0', Buffer.from('old'), null);
    expect((await app.inject('/api/live-update/latest?channel=legacy&version=builtin')).json()).toEqual({
      available: false,
    });
  });

  it('refuses names that leave the bundle folder, and 404s a missing zip', async () => {
    expect((await app.inject('/api/live-update/latest?channel=../etc')).statusCode).toBe(400);
    expect((await app.inject('/api/live-update/bundles/production/..%2Flatest.json')).statusCode).toBe(400);
    expect((await app.inject('/api/live-update/bundles/production/9.9.9.zip')).statusCode).toBe(404);
  });
});
