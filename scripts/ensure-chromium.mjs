// Before the e2e tests: find a Chromium, or get one, so `npm run test:e2e` needs no manual setup.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { findChromium } from './chromium.mjs';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status === 0;

let found = await findChromium();
if (!found) {
  console.log('No Chromium found; trying `npx playwright install chromium`...');
  if (run('npx', ['playwright', 'install', 'chromium'])) found = await findChromium();
}
const isRoot = process.getuid?.() === 0;
if (!found && isRoot && fs.existsSync('/etc/debian_version')) {
  console.log("Trying Debian's chromium package...");
  if (run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'chromium'])) {
    found = await findChromium();
  }
}
if (!found) {
  console.error(
    'No Chromium could be found or installed: install Chromium (e.g. `apt-get install chromium`) or set CHROMIUM_PATH to its executable.',
  );
  process.exit(1);
}
console.log(`Chromium: ${found}`);
