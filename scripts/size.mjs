// `npm run size`: gzipped JavaScript that /schedule/grid loads on a first visit
// (entry plus route chunks, not what loads once the first visit is over: the prefetch, the
// service worker, the offline store), measured in a real Chromium against the built app,
// which runs on React. Exits 1 above the 185 KB budget (decisions 0004 and 0038).
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { startLocalServer, waitForHealth } from './local-server.mjs';

const BUDGET_KB = 185;
const PORT = 3290;
const route = process.argv[2] ?? '/schedule/grid';
// The server's embedded database for this run only, removed when it ends.
const dataDir = path.join(os.tmpdir(), `games-size-${process.pid}`);
const server = startLocalServer({ port: PORT, dataDir });
try {
  await waitForHealth(server, PORT);
  const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
  const page = await browser.newPage({ serviceWorkers: 'block' });
  const scripts = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res);
  });
  await page.goto(`http://127.0.0.1:${PORT}${route}`, { waitUntil: 'networkidle' });
  // What loads once the page is up (the prefetch and the service worker, 1 s after load) is
  // not part of the first visit.
  await page.waitForFunction(() => performance.getEntriesByName('first-visit-end').length > 0);
  const prefetched = new Set(
    await page.evaluate(() => {
      const start = performance.getEntriesByName('first-visit-end')[0].startTime;
      return performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime >= start)
        .map((e) => e.name);
    }),
  );
  let total = 0;
  const rows = [];
  for (const res of scripts.filter((r) => !prefetched.has(r.url()))) {
    // A worker's script (the head's locale-data worker) has no body in Playwright: fetch it again.
    const body = await res
      .body()
      .catch(async () => Buffer.from(await (await fetch(res.url())).arrayBuffer()));
    const gz = zlib.gzipSync(body, { level: 9 }).length;
    total += gz;
    rows.push([new URL(res.url()).pathname, (body.length / 1024).toFixed(1), (gz / 1024).toFixed(1)]);
  }
  await browser.close();
  console.log(`\nJavaScript loaded by ${route} on first visit:`);
  for (const [file, raw, gz] of rows.sort((a, b) => b[2] - a[2]))
    console.log(`  ${gz.padStart(7)} KB gz  ${raw.padStart(7)} KB  ${file}`);
  const kb = total / 1024;
  console.log(
    `  total: ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB) ${kb <= BUDGET_KB ? 'OK' : 'OVER BUDGET'}`,
  );
  process.exitCode = kb <= BUDGET_KB ? 0 : 1;
} finally {
  if (server.exitCode === null && server.signalCode === null) {
    await new Promise((resolve) => {
      server.once('exit', resolve);
      server.kill('SIGTERM');
    });
  }
  rmSync(dataDir, { recursive: true, force: true });
}
