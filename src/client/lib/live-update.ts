import type { PublicConfig } from '../../shared/contracts/config';
import { capacitor } from './platform';

/** The native live-update plugin's surface we use (set channel, sync, reload). */
export interface LiveUpdatePlugin {
  setChannel(options: { channel: string }): Promise<void>;
  sync(): Promise<{ nextBundleId: string | null }>;
  reload(): Promise<void>;
}

/**
 * Native apps: on start, look for a newer web bundle on the configured
 * channel; when one is there, say so and reload into it. Skipped when
 * disable_live_update is true or when not running in the native shell.
 * Returns whether a reload was started.
 */
export async function checkLiveUpdate(
  config: Pick<PublicConfig, 'live_update_channel' | 'disable_live_update'>,
  announce: () => void,
  plugin: LiveUpdatePlugin | undefined = capacitor()?.Plugins?.LiveUpdate as LiveUpdatePlugin | undefined,
): Promise<boolean> {
  if (config.disable_live_update || !plugin) return false;
  try {
    await plugin.setChannel({ channel: config.live_update_channel });
    const { nextBundleId } = await plugin.sync();
    if (!nextBundleId) return false;
    announce();
    await plugin.reload();
    return true;
  } catch (err) {
    console.warn('live update check failed', err); // the installed bundle keeps working
    return false;
  }
}
