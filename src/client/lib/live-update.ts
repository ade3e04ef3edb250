import type { PublicConfig } from '../../shared/contracts/config';
import type { LiveUpdateLatest } from '../../shared/contracts/live-update';
import { LIVE_UPDATE_KEYS_FILE, verifyBundleSignature } from '../../shared/domain/live-update-signature';
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
  /** What the running bundle trusts (default: its own live-update-keys.json). */
  trust?: () => Promise<BundleTrust>;
}

/** The keys the running bundle accepts its successor from, and its own release time. */
export interface BundleTrust {
  keys: string[];
  /** Absent in a store build: any release time is newer. */
  created_at?: string;
}

/**
 * The keys listed in the running bundle's own `live-update-keys.json`: the store build's,
 * or the one a signed release packed into the bundle now running. It comes from the device,
 * not the server, so the server (or whoever writes its bundle folder) cannot change it.
 * Missing or unreadable: no key, and every update is refused.
 */
async function bundleTrust(): Promise<BundleTrust> {
  try {
    const res = await fetch(new URL(`/${LIVE_UPDATE_KEYS_FILE}`, window.location.href), {
      cache: 'no-store',
    });
    if (!res.ok) return { keys: [] };
    const body = (await res.json()) as { keys?: unknown; created_at?: unknown };
    return {
      keys: Array.isArray(body.keys) ? body.keys.filter((k): k is string => typeof k === 'string') : [],
      created_at: typeof body.created_at === 'string' ? body.created_at : undefined,
    };
  } catch {
    return { keys: [] };
  }
}

type Offer = Pick<LiveUpdateLatest, 'version' | 'checksum' | 'signature' | 'created_at'>;

/** Whether one of `keys` signed this offer for this channel (none signed an incomplete one). */
export async function isSignedOffer(
  keys: readonly string[],
  channel: string,
  offer: Offer,
): Promise<boolean> {
  const { version, checksum, signature, created_at } = offer;
  if (!version || !checksum || !signature || !created_at) return false;
  return verifyBundleSignature(keys, { channel, version, checksum, created_at }, signature);
}

/**
 * Why the offer must not be applied, or null when a trusted key signed it and it is not older
 * than the running bundle (an old signed bundle put back on the server would bring its old
 * faults back to every phone; a deliberate rollback is a new release of the old build).
 */
export async function refusal(trust: BundleTrust, channel: string, offer: Offer): Promise<string | null> {
  if (trust.keys.length === 0) return 'this bundle trusts no release key';
  if (!offer.signature) return 'it is not signed';
  if (!(await isSignedOffer(trust.keys, channel, offer)))
    return 'its signature was not made by a trusted release key for this channel, version and checksum';
  if (trust.created_at && !(Date.parse(offer.created_at!) > Date.parse(trust.created_at)))
    return `it was released (${offer.created_at}) before the running bundle (${trust.created_at})`;
  return null;
}

const askServer = (channel: string, version: string) =>
  apiGet<LiveUpdateLatest>(
    `/api/live-update/latest?channel=${encodeURIComponent(channel)}&version=${encodeURIComponent(version)}`,
  );

/**
 * Native apps: on start, ask our server for the newest web bundle on the configured
 * channel; when one is there, check that a key this bundle trusts signed it and that it is
 * not older than this bundle (otherwise it is refused before anything is downloaded, and
 * logged), download it (the plugin refuses a zip
 * whose checksum does not match, and the app keeps its current bundle), say so, and reload
 * into it.
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
    const why = await refusal(await (deps.trust ?? bundleTrust)(), config.live_update_channel, latest);
    if (why) {
      console.error(
        `live update ${latest.version} on ${config.live_update_channel} refused: ${why}; the current bundle stays`,
      );
      return false;
    }
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
