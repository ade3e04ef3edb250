import { describe, expect, it, vi } from 'vitest';
import { checkLiveUpdate, type UpdaterPlugin } from './live-update';
import type { LiveUpdateLatest } from '../../shared/contracts/live-update';

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
  (available: boolean): (() => Promise<LiveUpdateLatest>) =>
  async () =>
    available
      ? { available, version: '2.0.0', url: '/api/live-update/bundles/production/2.0.0.zip', checksum: 'ab' }
      : { available };
const wait = async () => {};

describe('native live update', () => {
  it('downloads the offered bundle, announces it and switches to it', async () => {
    const p = plugin();
    const announce = vi.fn();
    const latest = vi.fn(offer(true));
    expect(await checkLiveUpdate(config, announce, { plugin: p, latest, wait })).toBe(true);
    expect(latest).toHaveBeenCalledWith('production', 'builtin');
    expect(p.calls).toEqual(['ready', 'current', 'download:2.0.0:ab', 'set:b1']);
    expect(announce).toHaveBeenCalledOnce();
  });

  it('does nothing more when the bundle is current', async () => {
    const p = plugin();
    const announce = vi.fn();
    expect(await checkLiveUpdate(config, announce, { plugin: p, latest: offer(false), wait })).toBe(false);
    expect(p.calls).toEqual(['ready', 'current']);
    expect(announce).not.toHaveBeenCalled();
  });

  it('keeps the current bundle when the download is refused (checksum)', async () => {
    const p = plugin({ badChecksum: true });
    const announce = vi.fn();
    expect(await checkLiveUpdate(config, announce, { plugin: p, latest: offer(true), wait })).toBe(false);
    expect(p.calls.some((c) => c.startsWith('set'))).toBe(false);
    expect(announce).not.toHaveBeenCalled();
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
