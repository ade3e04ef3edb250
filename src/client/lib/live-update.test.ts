import { describe, expect, it, vi } from 'vitest';
import { checkLiveUpdate, type LiveUpdatePlugin } from './live-update';

/** A stand-in for the native plugin, which only exists inside the iOS/Android shell. */
function plugin(nextBundleId: string | null): LiveUpdatePlugin & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    setChannel: async ({ channel }) => void calls.push(`channel:${channel}`),
    sync: async () => (calls.push('sync'), { nextBundleId }),
    reload: async () => void calls.push('reload'),
  };
}
const config = { live_update_channel: 'production', disable_live_update: false };

describe('native live update (spec §4)', () => {
  it('sets the channel, syncs, announces and reloads when a new bundle exists', async () => {
    const p = plugin('bundle-42');
    const announce = vi.fn();
    expect(await checkLiveUpdate(config, announce, p)).toBe(true);
    expect(p.calls).toEqual(['channel:production', 'sync', 'reload']);
    expect(announce).toHaveBeenCalledOnce();
  });

  it('does nothing more when the bundle is current', async () => {
    const p = plugin(null);
    const announce = vi.fn();
    expect(await checkLiveUpdate(config, announce, p)).toBe(false);
    expect(p.calls).toEqual(['channel:production', 'sync']);
    expect(announce).not.toHaveBeenCalled();
  });

  it('is skipped when disable_live_update is true, and outside the native shell', async () => {
    const p = plugin('bundle-42');
    expect(await checkLiveUpdate({ ...config, disable_live_update: true }, vi.fn(), p)).toBe(false);
    expect(p.calls).toEqual([]);
    expect(await checkLiveUpdate(config, vi.fn(), undefined)).toBe(false);
  });
});
