import { describe, expect, it, vi } from 'vitest';
import { checkLiveUpdate, isSignedOffer, type UpdaterPlugin } from './live-update';
import type { LiveUpdateLatest } from '../../shared/contracts/live-update';
import { signedBundleText, type SignedBundle } from '../../shared/domain/live-update-signature';

const toBase64 = (buf: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buf)));

/** A release key made for this test (ECDSA P-256, as `npm run release` uses). */
async function releaseKey() {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ]);
  return {
    publicKey: toBase64(await crypto.subtle.exportKey('spki', pair.publicKey)),
    sign: async (bundle: SignedBundle) =>
      toBase64(
        await crypto.subtle.sign(
          { name: 'ECDSA', hash: 'SHA-256' },
          pair.privateKey,
          new TextEncoder().encode(signedBundleText(bundle)),
        ),
      ),
  };
}
const key = await releaseKey();
const otherKey = await releaseKey();
const CHECKSUM = 'ab'.repeat(32);
const RELEASED = '2026-11-27T03:00:00.000Z';
/** What the release signs for 2.0.0 on production, with `changes`. */
const bundle = (changes: Partial<SignedBundle> = {}): SignedBundle => ({
  channel: 'production',
  version: '2.0.0',
  checksum: CHECKSUM,
  created_at: RELEASED,
  ...changes,
});
const signed = {
  available: true,
  version: '2.0.0',
  url: '/api/live-update/bundles/production/2.0.0.zip',
  checksum: CHECKSUM,
  created_at: RELEASED,
  signature: await key.sign(bundle()),
};
/** The running bundle: a store build trusting the release key. */
const trust = async () => ({ keys: [key.publicKey] });

/** A stand-in for the native plugin, which only exists inside the iOS/Android shell. */
function plugin(opts: { badChecksum?: boolean } = {}): UpdaterPlugin & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    notifyAppReady: async () => void calls.push('ready'),
    current: async () => (calls.push('current'), { bundle: { id: 'builtin', version: 'builtin' } }),
    download: async ({ version, checksum }) => {
      calls.push(`download:${version}:${checksum}`);
      if (opts.badChecksum) throw new Error('checksum mismatch');
      return { id: 'b1', version };
    },
    set: async ({ id }) => void calls.push(`set:${id}`),
  };
}
const config = { live_update_channel: 'production', disable_live_update: false };
const offer =
  (available: boolean, changes: Partial<LiveUpdateLatest> = {}): (() => Promise<LiveUpdateLatest>) =>
  async () =>
    available ? { ...signed, ...changes } : { available };
const wait = async () => {};

describe('native live update', () => {
  it('downloads the offered bundle, announces it and switches to it', async () => {
    const p = plugin();
    const announce = vi.fn();
    const latest = vi.fn(offer(true));
    expect(await checkLiveUpdate(config, announce, { plugin: p, latest, wait, trust })).toBe(true);
    expect(latest).toHaveBeenCalledWith('production', 'builtin');
    expect(p.calls).toEqual(['ready', 'current', `download:2.0.0:${CHECKSUM}`, 'set:b1']);
    expect(announce).toHaveBeenCalledOnce();
  });

  it('does nothing more when the bundle is current', async () => {
    const p = plugin();
    const announce = vi.fn();
    expect(await checkLiveUpdate(config, announce, { plugin: p, latest: offer(false), wait, trust })).toBe(
      false,
    );
    expect(p.calls).toEqual(['ready', 'current']);
    expect(announce).not.toHaveBeenCalled();
  });

  it('keeps the current bundle when the download is refused (checksum)', async () => {
    const p = plugin({ badChecksum: true });
    const announce = vi.fn();
    expect(await checkLiveUpdate(config, announce, { plugin: p, latest: offer(true), wait, trust })).toBe(
      false,
    );
    expect(p.calls.some((c) => c.startsWith('set'))).toBe(false);
    expect(announce).not.toHaveBeenCalled();
  });

  describe('refuses a bundle the release key did not sign, before downloading it', () => {
    const tampered: [string, () => Promise<Partial<LiveUpdateLatest>>][] = [
      ['another checksum (other bytes)', async () => ({ checksum: 'cd'.repeat(32) })],
      ['another version', async () => ({ version: '2.0.1' })],
      ['another release time', async () => ({ created_at: '2026-11-28T00:00:00.000Z' })],
      [
        'signed for another channel',
        async () => ({ signature: await key.sign(bundle({ channel: 'beta' })) }),
      ],
      ['signed by another key', async () => ({ signature: await otherKey.sign(bundle()) })],
      ['no signature', async () => ({ signature: undefined })],
      ['a signature that is not base64', async () => ({ signature: '!'.repeat(88) })],
    ];
    it.each(tampered)('%s', async (_, change) => {
      const p = plugin();
      const announce = vi.fn();
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const latest = offer(true, await change());
        expect(await checkLiveUpdate(config, announce, { plugin: p, latest, wait, trust })).toBe(false);
        expect(p.calls).toEqual(['ready', 'current']);
        expect(announce).not.toHaveBeenCalled();
        expect(error).toHaveBeenCalledWith(expect.stringMatching(/^live update .* refused: /));
      } finally {
        error.mockRestore();
      }
    });
  });

  it('refuses every bundle when the running bundle trusts no key', async () => {
    const p = plugin();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(
        await checkLiveUpdate(config, vi.fn(), {
          plugin: p,
          latest: offer(true),
          wait,
          trust: async () => ({ keys: [] }),
        }),
      ).toBe(false);
      expect(p.calls).toEqual(['ready', 'current']);
      expect(error).toHaveBeenCalledWith(expect.stringContaining('trusts no release key'));
    } finally {
      error.mockRestore();
    }
  });

  it('refuses a signed bundle released before the running one (an old bundle put back)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const running = async (created_at: string) => ({ keys: [key.publicKey], created_at });
      const p = plugin();
      const latest = offer(true);
      expect(
        await checkLiveUpdate(config, vi.fn(), { plugin: p, latest, wait, trust: () => running(RELEASED) }),
      ).toBe(false);
      expect(p.calls).toEqual(['ready', 'current']);
      expect(error).toHaveBeenCalledWith(expect.stringContaining('before the running bundle'));
      // Released after the running bundle: applied.
      const q = plugin();
      const earlier = () => running('2026-11-26T00:00:00.000Z');
      expect(await checkLiveUpdate(config, vi.fn(), { plugin: q, latest, wait, trust: earlier })).toBe(true);
      expect(q.calls).toContain('set:b1');
    } finally {
      error.mockRestore();
    }
  });

  it("trusts the keys in the running bundle's own live-update-keys.json", async () => {
    const asked: string[] = [];
    const keysOf = (keys: string[]) => async (url: string | URL) => {
      asked.push(new URL(url).pathname);
      return new Response(JSON.stringify({ keys, created_at: '2026-11-01T00:00:00.000Z' }), {
        headers: { 'content-type': 'application/json' },
      });
    };
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      vi.stubGlobal('fetch', keysOf([key.publicKey]));
      const p = plugin();
      expect(await checkLiveUpdate(config, vi.fn(), { plugin: p, latest: offer(true), wait })).toBe(true);
      expect(p.calls).toContain('set:b1');
      expect(asked).toEqual(['/live-update-keys.json']);

      vi.stubGlobal('fetch', keysOf([otherKey.publicKey]));
      const q = plugin();
      expect(await checkLiveUpdate(config, vi.fn(), { plugin: q, latest: offer(true), wait })).toBe(false);
      expect(q.calls).toEqual(['ready', 'current']);
    } finally {
      vi.unstubAllGlobals();
      error.mockRestore();
    }
  });

  it('accepts the new key or the old during a rotation (either one listed)', async () => {
    const offer = { version: '2.0.0', checksum: CHECKSUM, created_at: RELEASED, signature: signed.signature };
    expect(await isSignedOffer([otherKey.publicKey, key.publicKey], 'production', offer)).toBe(true);
    expect(await isSignedOffer(['not a key', key.publicKey], 'production', offer)).toBe(true);
    expect(await isSignedOffer([otherKey.publicKey], 'production', offer)).toBe(false);
  });

  it('is skipped entirely when live updates are disabled', async () => {
    const p = plugin();
    const latest = vi.fn(offer(true));
    expect(
      await checkLiveUpdate({ ...config, disable_live_update: true }, vi.fn(), { plugin: p, latest }),
    ).toBe(false);
    expect(p.calls).toEqual([]);
    expect(latest).not.toHaveBeenCalled();
  });

  it('is skipped on the web (no native shell)', async () => {
    expect(await checkLiveUpdate(config, vi.fn())).toBe(false);
  });
});
