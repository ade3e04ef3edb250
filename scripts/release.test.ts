import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

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
  it("packs the web build for the native shells without the server's Brotli copies or the service worker", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'release-dist-'));
    const liveDir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-live-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js.br'), 'brotli bytes');
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/release.ts', '--channel', 'beta', '--version', '1.0.0', '--dist', dist],
      {
        cwd: root,
        env: { PATH: process.env.PATH, LIVE_UPDATE_DIR: liveDir, DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(run.status, run.stderr).toBe(0);
    const zip = fs.readFileSync(path.join(liveDir, 'beta', '1.0.0.zip'));
    expect(zipNames(zip)).toEqual(['assets/app-abc.js', 'index.html']);
  });
});
