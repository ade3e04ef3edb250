import type { PublicConfig } from '../../shared/contracts/config';
import type { LiveUpdateLatest } from '../../shared/contracts/live-update';
import { apiGet } from './api-client';
import { nativePlugin } from './native';

/** What we use of the self-hostable updater plugin (@capgo/capacitor-updater, manual mode). */
export interface UpdaterPlugin {
  notifyAppReady(): Promise<unknown>;
  current(): Promise<{ bundle: { id: string; version: string } }>;
  /** Downloads and unpacks the zip; rejects when its sha256 is not `checksum`. */
  download(options: {
    url: string;
    version: string;
    checksum?: string;
  }): Promise<{ id: string; version: string }>;
  /** Switches to the bundle and reloads the web view into it. */
  set(options: { id: string }): Promise<void>;
}

/** Long enough to read the toast before the app reloads into the new bundle. */
export const RELOAD_DELAY_MS = 1500;

export interface LiveUpdateDeps {
  plugin?: UpdaterPlugin;
  latest?: (channel: string, version: string) => Promise<LiveUpdateLatest>;
  wait?: (ms: number) => Promise<void>;
}

const askServer = (channel: string, version: string) =>
  apiGet<LiveUpdateLatest>(
    `/api/live-update/latest?channel=${encodeURIComponent(channel)}&version=${encodeURIComponent(version)}`,
  );

/**
 * Native apps: on start, ask our server for the newest web bundle on the configured
 * channel; when one is there, download it (the plugin refuses a zip whose checksum does
 * not match, and the app keeps its current bundle), say so, and reload into it.
 * Skipped when disable_live_update is true or outside the native shell.
 * Returns whether a reload was started.
 */
export async function checkLiveUpdate(
  config: Pick<PublicConfig, 'live_update_channel' | 'disable_live_update'>,
  announce: () => void,
  deps: LiveUpdateDeps = {},
): Promise<boolean> {
  if (config.disable_live_update) return false;
  const plugin = deps.plugin ?? (await nativePlugin<UpdaterPlugin>('CapacitorUpdater'));
  if (!plugin) return false;
  try {
    // The running bundle started fine: the plugin keeps it instead of rolling back.
    await plugin.notifyAppReady();
    const { bundle } = await plugin.current();
    const latest = await (deps.latest ?? askServer)(config.live_update_channel, bundle.version);
    if (!latest.available || !latest.url || !latest.version) return false;
    const next = await plugin.download({
      url: new URL(latest.url, window.location.href).href,
      version: latest.version,
      checksum: latest.checksum,
    });
    announce();
    await (deps.wait ?? ((ms) => new Promise((r) => setTimeout(r, ms))))(RELOAD_DELAY_MS);
    await plugin.set({ id: next.id });
    return true;
  } catch (err) {
    console.warn('live update refused or failed; the current bundle stays', err);
    return false;
  }
}
