// `LIVE_UPDATE_SIGNING_KEY=/path/key.pem npm run release -- --channel production [--version X]
// [--dist dist/client]`: packs the current web build as a versioned zip with its sha256, signs
// channel, version, checksum and release time with the release key, and makes it the channel's bundle, which
// GET /api/live-update/latest then offers to the native apps (docs/native.md, decision 0043).
//
// `npm run release -- --keys-only [--dist dist/client]` only writes the trusted-keys file into
// a web build (for a store build of the shells): the public half of LIVE_UPDATE_SIGNING_KEY
// and/or the public keys listed in LIVE_UPDATE_EXTRA_PUBLIC_KEYS.
import { createHash, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deflateRawSync, crc32 } from 'node:zlib';
import { loadConfig } from '../src/server/config';
import {
  liveUpdateChannelSchema,
  liveUpdateVersionSchema,
  type LiveUpdateManifest,
} from '../src/shared/contracts/live-update';
import { MANIFEST_FILE } from '../src/server/features/live-update/service';
import {
  LIVE_UPDATE_KEYS_FILE,
  signedBundleText,
  type SignedBundle,
} from '../src/shared/domain/live-update-signature';

/** A refusal the operator can act on: printed alone, without a stack trace. */
class ReleaseError extends Error {}

const CREATE_KEY =
  'openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out /secure/place/live-update.key.pem';

/** Whether `file` is `dir` or inside it, after following links (a link into DATA_DIR counts). */
function isInside(file: string, dir: string): boolean {
  const real = (p: string) => {
    try {
      return realpathSync(p);
    } catch {
      return path.resolve(p);
    }
  };
  const rel = path.relative(real(dir), real(file));
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

function isP256(key: KeyObject): boolean {
  return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1';
}

/**
 * The release key: an EC P-256 private key in a PEM file whose path is given by --key or
 * LIVE_UPDATE_SIGNING_KEY. It must live outside DATA_DIR and the bundle folder: whoever can
 * write those (or the server) could otherwise sign code for every phone.
 */
async function loadSigningKey(keyPath: string | undefined, forbidden: string[]): Promise<KeyObject> {
  if (!keyPath) {
    throw new ReleaseError(
      'refusing to release: no signing key. Set LIVE_UPDATE_SIGNING_KEY (or --key) to the path of the ' +
        'live-update private key (EC P-256, PEM), kept off the server and outside DATA_DIR. ' +
        `Create one with: ${CREATE_KEY} (docs/operations.md, "Live-update signing key").`,
    );
  }
  for (const dir of forbidden) {
    if (isInside(keyPath, dir)) {
      throw new ReleaseError(
        `refusing to release: the signing key ${keyPath} is inside ${dir}. Whoever can write there ` +
          'could sign bundles; keep the key outside DATA_DIR and the live-update folder.',
      );
    }
  }
  let pem: string;
  try {
    pem = await readFile(keyPath, 'utf8');
  } catch (err) {
    throw new ReleaseError(
      `refusing to release: cannot read the signing key ${keyPath} (${(err as Error).message}).`,
    );
  }
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new ReleaseError(
      `refusing to release: ${keyPath} is not a PEM private key. Create one with: ${CREATE_KEY}`,
    );
  }
  if (!isP256(key)) {
    throw new ReleaseError(
      `refusing to release: ${keyPath} is not an EC P-256 key (the apps verify ECDSA P-256). ` +
        `Create one with: ${CREATE_KEY}`,
    );
  }
  return key;
}

/** A public key as the apps keep it: SPKI DER in base64. */
function spki(key: KeyObject): string {
  return (key.type === 'public' ? key : createPublicKey(key))
    .export({ type: 'spki', format: 'der' })
    .toString('base64');
}

/** The public keys listed (comma-separated PEM paths) in LIVE_UPDATE_EXTRA_PUBLIC_KEYS. */
async function extraPublicKeys(list: string | undefined): Promise<string[]> {
  const out: string[] = [];
  for (const file of (list ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    let key: KeyObject;
    try {
      key = createPublicKey(await readFile(file, 'utf8'));
    } catch (err) {
      throw new ReleaseError(
        `LIVE_UPDATE_EXTRA_PUBLIC_KEYS: ${file} is not a readable PEM public key (${(err as Error).message}).`,
      );
    }
    if (!isP256(key))
      throw new ReleaseError(`LIVE_UPDATE_EXTRA_PUBLIC_KEYS: ${file} is not an EC P-256 key.`);
    out.push(spki(key));
  }
  return out;
}

/**
 * The trusted-keys file a bundle carries: the keys its successors may be signed with, and
 * (for a released bundle) its own release time, below which the app accepts no successor.
 */
function keysFile(keys: string[], createdAt?: string): Buffer {
  const body = { keys: [...new Set(keys)], ...(createdAt ? { created_at: createdAt } : {}) };
  return Buffer.from(JSON.stringify(body, null, 2) + '\n');
}

/** ECDSA P-256 / SHA-256 over the signed text, r‖s in base64 (what WebCrypto verifies). */
function signBundle(key: KeyObject, bundle: SignedBundle): string {
  const text = Buffer.from(signedBundleText(bundle));
  const signature = sign('sha256', text, { key, dsaEncoding: 'ieee-p1363' });
  // Checked at once with the public half: a signature the apps would refuse is never published.
  if (!verify('sha256', text, { key: createPublicKey(key), dsaEncoding: 'ieee-p1363' }, signature)) {
    throw new ReleaseError('the signature just made does not verify; nothing was released');
  }
  return signature.toString('base64');
}

async function filesUnder(root: string, dir = ''): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(path.join(root, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await filesUnder(root, rel)));
    else if (e.isFile()) out.push(rel);
  }
  return out.sort();
}

/** A plain zip (deflate, no extras), enough for the updater plugin to unpack. */
export function zip(entries: { name: string; data: Buffer }[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const nameBuf = Buffer.from(name, 'utf8');
    const packed = deflateRawSync(data, { level: 9 });
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(0, 10); // time and date: none, so a build packs to the same bytes
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    local.writeUInt16LE(0, 28);
    const head = Buffer.alloc(46);
    head.writeUInt32LE(0x02014b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(20, 6);
    head.writeUInt16LE(0x0800, 8);
    head.writeUInt16LE(8, 10);
    head.writeUInt32LE(0, 12);
    head.writeUInt32LE(crc, 16);
    head.writeUInt32LE(packed.length, 20);
    head.writeUInt32LE(data.length, 24);
    head.writeUInt16LE(nameBuf.length, 28);
    head.writeUInt32LE(offset, 42);
    central.push(head, nameBuf);
    parts.push(local, nameBuf, packed);
    offset += local.length + nameBuf.length + packed.length;
  }
  const centralBuf = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralBuf.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, centralBuf, end]);
}

function defaultVersion(base: string): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `${base}-${stamp}`;
}

async function main() {
  const { values } = parseArgs({
    options: {
      channel: { type: 'string', default: 'production' },
      version: { type: 'string' },
      dist: { type: 'string', default: 'dist/client' },
      key: { type: 'string' },
      'keys-only': { type: 'boolean', default: false },
    },
  });
  const config = loadConfig(process.env);
  const keyPath = values.key ?? (process.env.LIVE_UPDATE_SIGNING_KEY || undefined);
  const forbidden = [config.dataDir, config.liveUpdateDir];
  const extra = await extraPublicKeys(process.env.LIVE_UPDATE_EXTRA_PUBLIC_KEYS);

  if (values['keys-only']) {
    const keys = [...(keyPath ? [spki(await loadSigningKey(keyPath, forbidden))] : []), ...extra];
    if (keys.length === 0) {
      throw new ReleaseError(
        '--keys-only needs LIVE_UPDATE_SIGNING_KEY or LIVE_UPDATE_EXTRA_PUBLIC_KEYS: a shell built ' +
          'without a trusted key refuses every live update.',
      );
    }
    const target = path.join(path.resolve(values.dist!), LIVE_UPDATE_KEYS_FILE);
    await writeFile(target, keysFile(keys));
    console.log(`wrote ${target}: ${keys.length} trusted key(s)`);
    return;
  }

  const signingKey = await loadSigningKey(keyPath, forbidden);
  const pkg = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
  const channel = liveUpdateChannelSchema.parse(values.channel);
  const version = liveUpdateVersionSchema.parse(values.version ?? defaultVersion(pkg.version));
  const dist = path.resolve(values.dist!);
  // The native shell is never a service-worker client: its bundle leaves the worker out. It
  // reads its files from the device, so the Brotli copies made for the web server stay out too.
  // The trusted-keys file is the release's own (below), never one left in the build folder.
  const names = (await filesUnder(dist)).filter(
    (n) => !/^(sw\.js|workbox-[^/]*\.js)$/.test(n) && !n.endsWith('.br') && n !== LIVE_UPDATE_KEYS_FILE,
  );
  if (!names.includes('index.html'))
    throw new ReleaseError(`${dist} has no index.html: run npm run build first`);
  // The bundle trusts the key that signs it, so the next release with the same key is accepted
  // by apps running this one; during a rotation it also trusts the next key.
  const createdAt = new Date().toISOString();
  const trusted = keysFile([spki(signingKey), ...extra], createdAt);
  const entries: { name: string; data: Buffer }[] = await Promise.all(
    names.map(async (name) => ({ name, data: await readFile(path.join(dist, name)) })),
  );
  entries.push({ name: LIVE_UPDATE_KEYS_FILE, data: trusted });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const bytes = zip(entries);
  const checksum = createHash('sha256').update(bytes).digest('hex');
  const signature = signBundle(signingKey, { channel, version, checksum, created_at: createdAt });
  const dir = path.join(config.liveUpdateDir, channel);
  await mkdir(dir, { recursive: true });
  const file = `${version}.zip`;
  await writeFile(path.join(dir, file), bytes);
  const manifest: LiveUpdateManifest = {
    version,
    file,
    checksum,
    signature,
    size: bytes.length,
    created_at: createdAt,
  };
  // Written aside and renamed: a server reading the manifest never sees half of it.
  const tmp = path.join(dir, `${MANIFEST_FILE}.tmp`);
  await writeFile(tmp, JSON.stringify(manifest, null, 2) + '\n');
  await rename(tmp, path.join(dir, MANIFEST_FILE));
  console.log(
    `released ${version} on ${channel}: ${entries.length} files, ${bytes.length} bytes, sha256 ${checksum}, signed`,
  );
}

try {
  await main();
} catch (err) {
  if (!(err instanceof ReleaseError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
}
