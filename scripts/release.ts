// `npm run release -- --channel production [--version X] [--dist dist/client]`: packs the
// current web build as a versioned zip with its sha256 and makes it the channel's bundle,
// which GET /api/live-update/latest then offers to the native apps (docs/native.md).
import { createHash } from 'node:crypto';
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
    },
  });
  const config = loadConfig(process.env);
  const pkg = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
  const channel = liveUpdateChannelSchema.parse(values.channel);
  const version = liveUpdateVersionSchema.parse(values.version ?? defaultVersion(pkg.version));
  const dist = path.resolve(values.dist!);
  // The native shell is never a service-worker client: its bundle leaves the worker out. It
  // reads its files from the device, so the Brotli copies made for the web server stay out too.
  const names = (await filesUnder(dist)).filter(
    (n) => !/^(sw\.js|workbox-[^/]*\.js)$/.test(n) && !n.endsWith('.br'),
  );
  if (!names.includes('index.html')) throw new Error(`${dist} has no index.html: run npm run build first`);
  const bytes = zip(
    await Promise.all(names.map(async (name) => ({ name, data: await readFile(path.join(dist, name)) }))),
  );
  const checksum = createHash('sha256').update(bytes).digest('hex');
  const dir = path.join(config.liveUpdateDir, channel);
  await mkdir(dir, { recursive: true });
  const file = `${version}.zip`;
  await writeFile(path.join(dir, file), bytes);
  const manifest: LiveUpdateManifest = {
    version,
    file,
    checksum,
    size: bytes.length,
    created_at: new Date().toISOString(),
  };
  // Written aside and renamed: a server reading the manifest never sees half of it.
  const tmp = path.join(dir, `${MANIFEST_FILE}.tmp`);
  await writeFile(tmp, JSON.stringify(manifest, null, 2) + '\n');
  await rename(tmp, path.join(dir, MANIFEST_FILE));
  console.log(
    `released ${version} on ${channel}: ${names.length} files, ${bytes.length} bytes, sha256 ${checksum}`,
  );
}

await main();
