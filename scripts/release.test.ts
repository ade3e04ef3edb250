import { spawnSync } from 'node:child_process';
import { createHash, generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { liveUpdateManifestSchema } from '../src/shared/contracts/live-update';
import { verifyBundleSignature } from '../src/shared/domain/live-update-signature';

const root = path.resolve(import.meta.dirname, '..');
const made: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
};
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A release key pair made for the test, as the documented openssl command makes one. */
function keyPair(dir: string, name: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const file = path.join(dir, `${name}.pem`);
  fs.writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }));
  const pub = path.join(dir, `${name}.pub.pem`);
  fs.writeFileSync(pub, publicKey.export({ type: 'spki', format: 'pem' }));
  return { file, pub, spki: publicKey.export({ type: 'spki', format: 'der' }).toString('base64') };
}

function runRelease(args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/release.ts', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, DATABASE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

/** A web build as `npm run build` leaves it, in small. */
function webBuild() {
  const dist = tempDir('release-dist-');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js.br'), 'brotli bytes');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  return dist;
}

/** One entry of a zip, unpacked. */
function zipEntry(zip: Buffer, wanted: string): Buffer | undefined {
  for (let at = 0; zip.readUInt32LE(at) === 0x04034b50;) {
    const packed = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extra = zip.readUInt16LE(at + 28);
    const start = at + 30 + nameLength + extra;
    if (zip.toString('utf8', at + 30, at + 30 + nameLength) === wanted)
      return inflateRawSync(zip.subarray(start, start + packed));
    at = start + packed;
  }
  return undefined;
}

/** The names of a zip's entries, read from their local headers. */
function zipNames(zip: Buffer): string[] {
  const names: string[] = [];
  for (let at = 0; zip.readUInt32LE(at) === 0x04034b50;) {
    const packed = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extra = zip.readUInt16LE(at + 28);
    names.push(zip.toString('utf8', at + 30, at + 30 + nameLength));
    at += 30 + nameLength + extra + packed;
  }
  return names.sort();
}

/** Files only, no database: it runs once. */
describe.skipIf(Boolean(process.env.TEST_POSTGRES_URL))('npm run release', () => {
  const keys = tempDir('release-keys-');
  const key = keyPair(keys, 'release');
  const next = keyPair(keys, 'next');
  const args = (dist: string) => ['--channel', 'beta', '--version', '1.0.0', '--dist', dist];

  it("packs the web build for the native shells without the server's Brotli copies or the service worker, signed", async () => {
    const dist = webBuild();
    const liveDir = tempDir('release-live-');
    const run = runRelease(args(dist), {
      LIVE_UPDATE_DIR: liveDir,
      LIVE_UPDATE_SIGNING_KEY: key.file,
      LIVE_UPDATE_EXTRA_PUBLIC_KEYS: next.pub,
    });
    expect(run.status, run.stderr).toBe(0);
    const zip = fs.readFileSync(path.join(liveDir, 'beta', '1.0.0.zip'));
    expect(zipNames(zip)).toEqual(['assets/app-abc.js', 'index.html', 'live-update-keys.json']);

    // The manifest's signature verifies with the release key, as the app checks it.
    const manifest = liveUpdateManifestSchema.parse(
      JSON.parse(fs.readFileSync(path.join(liveDir, 'beta', 'latest.json'), 'utf8')),
    );
    expect(manifest.checksum).toBe(createHash('sha256').update(zip).digest('hex'));
    const bundle = {
      channel: 'beta',
      version: '1.0.0',
      checksum: manifest.checksum,
      created_at: manifest.created_at,
    };
    expect(await verifyBundleSignature([key.spki], bundle, manifest.signature)).toBe(true);
    // …and by nothing else: another key, channel, version or checksum.
    expect(await verifyBundleSignature([next.spki], bundle, manifest.signature)).toBe(false);
    for (const change of [
      { channel: 'production' },
      { version: '1.0.1' },
      { checksum: '0'.repeat(64) },
      { created_at: '2000-01-01T00:00:00.000Z' },
    ])
      expect(await verifyBundleSignature([key.spki], { ...bundle, ...change }, manifest.signature)).toBe(
        false,
      );

    // The bundle trusts the key that signed it, and the next one of a rotation.
    const trusted = JSON.parse(zipEntry(zip, 'live-update-keys.json')!.toString('utf8')) as {
      keys: string[];
    };
    expect(trusted.keys).toEqual([key.spki, next.spki]);
  });

  it('refuses to release without a signing key, with one inside DATA_DIR, or with a public key', () => {
    const dist = webBuild();
    const dataDir = tempDir('release-data-');
    const liveDir = path.join(dataDir, 'live-updates');
    const inside = path.join(dataDir, 'release.pem');
    fs.copyFileSync(key.file, inside);
    const cases: [Record<string, string>, RegExp][] = [
      [{}, /refusing to release: no signing key\. Set LIVE_UPDATE_SIGNING_KEY .*openssl genpkey/],
      [{ LIVE_UPDATE_SIGNING_KEY: inside }, /refusing to release: the signing key .* is inside /],
      [{ LIVE_UPDATE_SIGNING_KEY: key.pub }, /refusing to release: .* is not a PEM private key/],
      [{ LIVE_UPDATE_SIGNING_KEY: path.join(keys, 'missing.pem') }, /refusing to release: cannot read/],
    ];
    for (const [env, message] of cases) {
      const run = runRelease(args(dist), { DATA_DIR: dataDir, ...env });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(message);
      // One line the operator can act on, no stack trace.
      expect(run.stderr).not.toMatch(/\n\s+at /);
      expect(fs.existsSync(liveDir)).toBe(false);
    }
  });

  it('--keys-only writes the trusted keys into a web build for a store build of the shells', () => {
    const dist = webBuild();
    const run = runRelease(['--keys-only', '--dist', dist], { LIVE_UPDATE_EXTRA_PUBLIC_KEYS: key.pub });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(fs.readFileSync(path.join(dist, 'live-update-keys.json'), 'utf8'))).toEqual({
      keys: [key.spki],
    });
  });
});
