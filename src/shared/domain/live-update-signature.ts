/**
 * What a live-update signature covers, shared by `npm run release` (which signs) and the
 * native app (which checks before it hands a bundle to the updater).
 *
 * The signature is ECDSA on the P-256 curve with SHA-256, as raw r‖s (64 bytes, base64):
 * what WebCrypto in the web views of Android and iOS verifies, and what Node signs with
 * `dsaEncoding: 'ieee-p1363'`. It covers the channel, the version, the zip's sha256 and the
 * release time — the zip itself is bound through the checksum, which the updater plugin checks
 * on download — so a bundle cannot be moved to another channel, renamed, swapped for other
 * bytes, or passed off as newer than it is.
 */
export interface SignedBundle {
  channel: string;
  version: string;
  checksum: string;
  /** When it was released (ISO 8601): an app refuses a bundle older than the one it runs. */
  created_at: string;
}

/** A prefix naming what is signed, so the key can never be talked into signing anything else. */
const CONTEXT = 'games-companion live-update v1';

/** The exact text signed: the prefix, a newline, then the fields as JSON in a fixed order. */
export function signedBundleText({ channel, version, checksum, created_at }: SignedBundle): string {
  return `${CONTEXT}\n${JSON.stringify({ channel, version, checksum, created_at })}`;
}

/**
 * The file, at the root of every web bundle, that lists the public keys (SPKI DER, base64)
 * this bundle accepts the next bundle from, and when this bundle was released:
 * `{"keys": ["MFkw…"], "created_at": "2026-…"}`. `npm run release` writes it into each zip it
 * signs, so a bundle always trusts the key that signed it (and, during a rotation, the next
 * one) and knows its own release time; a store build has keys only.
 */
export const LIVE_UPDATE_KEYS_FILE = 'live-update-keys.json';

function base64Bytes(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text);
  const out = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/**
 * Whether one of `keys` (SPKI DER, base64) made `signature` over this bundle, checked with
 * WebCrypto (the web views' and Node's alike). Several keys are accepted during a rotation;
 * a key that cannot be read counts as no key, and a malformed signature as a wrong one.
 */
export async function verifyBundleSignature(
  keys: readonly string[],
  bundle: SignedBundle,
  signature: string,
): Promise<boolean> {
  let sig: Uint8Array<ArrayBuffer>;
  try {
    sig = base64Bytes(signature);
  } catch {
    return false;
  }
  const text = new TextEncoder().encode(signedBundleText(bundle));
  for (const spki of keys) {
    try {
      const key = await crypto.subtle.importKey(
        'spki',
        base64Bytes(spki),
        { name: 'ECDSA', namedCurve: 'P-256' },
        false,
        ['verify'],
      );
      if (await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, sig, text)) return true;
    } catch {
      // Not a P-256 public key: try the next one.
    }
  }
  return false;
}
