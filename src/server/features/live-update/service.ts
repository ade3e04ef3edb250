import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  liveUpdateManifestSchema,
  type LiveUpdateLatest,
  type LiveUpdateManifest,
} from '../../../shared/contracts/live-update';

export const MANIFEST_FILE = 'latest.json';

/**
 * The channel's current bundle as `npm run release` left it, or null when none was released
 * (or the manifest is not a signed one: the apps would refuse it anyway).
 */
export async function channelManifest(dir: string, channel: string): Promise<LiveUpdateManifest | null> {
  try {
    const raw = await readFile(path.join(dir, channel, MANIFEST_FILE), 'utf8');
    return liveUpdateManifestSchema.parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * A bundle is offered when the channel has one and the app runs another version, with the
 * release key's signature: this server only passes it on (it never holds the key), and the
 * app checks it against the keys its own bundle trusts before it downloads anything.
 */
export function latestAnswer(
  manifest: LiveUpdateManifest | null,
  channel: string,
  current?: string,
): LiveUpdateLatest {
  if (!manifest || manifest.version === current) return { available: false };
  return {
    available: true,
    version: manifest.version,
    url: `/api/live-update/bundles/${channel}/${manifest.file}`,
    checksum: manifest.checksum,
    created_at: manifest.created_at,
    signature: manifest.signature,
  };
}
