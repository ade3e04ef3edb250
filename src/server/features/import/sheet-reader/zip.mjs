// The zip archive an XLSX file is: its directory, and each part inflated within a budget.
import zlib from 'node:zlib';
import { Refused, Unreadable } from './answers.mjs';

/** The archive's central directory: each entry's name, method, sizes and where its data is. */
export function zipEntries(buf) {
  const min = Math.max(0, buf.length - 65557);
  let eocd = -1;
  for (let i = buf.length - 22; i >= min; i -= 1) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Unreadable('no zip directory');
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  // Zip64 archives mark their directory this way; no import file needs one.
  if (at === 0xffffffff || count === 0xffff) throw new Unreadable('zip64');
  const entries = new Map();
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) throw new Unreadable('bad directory');
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const compressed = buf.readUInt32LE(at + 20);
    const size = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const offset = buf.readUInt32LE(at + 42);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
    entries.set(name.replace(/^\/+/, ''), { name, flags, method, compressed, size, offset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Inflates one entry, refusing it when its declared size, or the bytes it really inflates to,
 * would pass what is left of the budget (inflating stops at the bound: nothing larger is
 * ever held).
 */
export function inflateEntry(buf, entry, budget) {
  const refuse = () => new Refused({ limit: 'unzipped', entry: entry.name, max: budget.max });
  if (entry.flags & 1) throw new Unreadable('encrypted');
  if (entry.size > budget.left) throw refuse();
  const local = entry.offset;
  if (local + 30 > buf.length || buf.readUInt32LE(local) !== 0x04034b50) throw new Unreadable('bad entry');
  const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
  const data = buf.subarray(start, start + entry.compressed);
  let out;
  if (entry.method === 0) {
    out = data;
  } else if (entry.method === 8) {
    try {
      out = zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, budget.left) });
    } catch (err) {
      if (err && (err.code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError)) throw refuse();
      throw new Unreadable('bad deflate data');
    }
  } else {
    throw new Unreadable('unknown compression');
  }
  if (out.length > budget.left) throw refuse();
  budget.left -= out.length;
  return out.toString('utf8');
}
