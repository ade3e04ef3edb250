// `npm run lighthouse`: mobile Lighthouse performance and accessibility of the pages listed below, on a
// production build served by the real server (temp DATA_DIR, free port, demo data).
// Set STATIC_DIR to reuse an existing build instead of building, LH_SAVE_DIR to keep the reports,
// LH_GAMES=olympic to measure on the olympic-size games (3,000+ units) instead of the youth demo.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Pages to measure: the schedule grid, a unit's results, the medal table, the athletes list and the venues map. */
export const URLS = [
  '/schedule/grid',
  '/discipline/ATH/results/ATHM4X400M--D1--------FNL-000100--/results',
  '/medals/all',
  '/participants/athletes',
  '/venues',
];

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`${url} did not answer in time`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'games-lighthouse-'));
let staticDir = process.env.STATIC_DIR;
if (!staticDir) {
  staticDir = path.join(tmp, 'client');
  console.log('Building the client…');
  const build = spawnSync('npx', ['vite', 'build', '--outDir', staticDir, '--emptyOutDir'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('vite build failed');
}

const games = process.env.LH_GAMES ?? 'youth';
if (games !== 'youth') {
  console.log(`Seeding the ${games} games…`);
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--size', games], {
    env: { ...process.env, DATA_DIR: path.join(tmp, 'data'), DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (seed.status !== 0) throw new Error('seeding failed');
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    DATA_DIR: path.join(tmp, 'data'),
    DATABASE_URL: '',
    STATIC_DIR: staticDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let chrome;
const rows = [];
try {
  console.log('Starting the server and seeding the demo games…');
  await waitFor(`${origin}/api/health`);
  await waitFor(`${origin}/api/competition`);
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  for (const url of URLS) {
    // Warm the server's per-version answer cache, as a running Games server would be.
    await fetch(`${origin}${url}`);
    const result = await lighthouse(`${origin}${url}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const lhr = result.lhr;
    if (process.env.LH_SAVE_DIR) {
      fs.mkdirSync(process.env.LH_SAVE_DIR, { recursive: true });
      const name = url.replace(/[^a-z0-9]+/gi, '_').slice(0, 60) || 'root';
      fs.writeFileSync(path.join(process.env.LH_SAVE_DIR, `${name}.json`), JSON.stringify(lhr));
    }
    const audit = (id) => lhr.audits[id]?.displayValue ?? '–';
    rows.push({
      url,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      a11y: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    });
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(tmp, { recursive: true, force: true });
}

console.log(`\nLighthouse mobile performance and accessibility (${games} games)`);
const w = Math.max(...rows.map((r) => r.url.length), 4);
console.log(`  ${'page'.padEnd(w)}  score  a11y  FCP      LCP      TBT      CLS`);
for (const r of rows)
  console.log(
    `  ${r.url.padEnd(w)}  ${String(r.score).padStart(5)}  ${String(r.a11y).padStart(4)}  ${r.fcp.padEnd(7)}  ${r.lcp.padEnd(7)}  ${r.tbt.padEnd(7)}  ${r.cls}`,
  );
