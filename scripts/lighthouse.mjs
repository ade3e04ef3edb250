// `npm run lighthouse`: mobile Lighthouse performance and accessibility of the pages listed below, on a
// production build served by the real server (temp DATA_DIR, free port, demo data), on the
// youth demo games and on the olympic-size games (3,000+ units). Each page is measured
// LH_RUNS times (5), and the figures are printed: the script is a measure, not a gate (its
// scores on a shared 2-core machine move more between runs than code changes move them).
// A run that fails (a Lighthouse runtime error, no score) is printed with its error and
// run again, up to LH_RETRIES times (2); one that still fails counts as a score of 0.
// Set STATIC_DIR to reuse an existing build instead of building, LH_SAVE_DIR to keep the
// reports, LH_GAMES=youth or LH_GAMES=olympic to measure one games only, LH_PAGES=1,3 to
// measure some of the pages only (their positions in URLS, from 1).
// The server and Lighthouse run at a lower CPU priority than the browser.
// Each run also prints how much of the page's main-thread task time the thread spent on a
// core: Lighthouse's blocking time is built from wall-clock task lengths, so a low share means
// the machine, not the page, made that run's tasks long (main-thread-share.mjs).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from './chromium.mjs';
import { mainThreadShare } from './main-thread-share.mjs';

/** Pages to measure: the schedule grid, a unit's results, the medal table, the athletes list and the venues map. */
export const URLS = [
  '/schedule/grid',
  '/discipline/ATH/results/ATHM4X400M--D1--------FNL-000100--/results',
  '/medals/all',
  '/participants/athletes',
  '/venues',
];

const RUNS = Number(process.env.LH_RUNS ?? 5);
const RETRIES = Number(process.env.LH_RETRIES ?? 2);

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

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

const LOWER_PRIORITY = 10;

/** The command run under `nice` where the system has it (Linux, macOS), else as it is. */
function niced(command) {
  const hasNice = spawnSync('nice', ['true']).status === 0;
  return hasNice ? ['nice', ['-n', String(LOWER_PRIORITY), ...command]] : [command[0], command.slice(1)];
}

function lowerOwnPriority() {
  try {
    os.setPriority(LOWER_PRIORITY);
  } catch {
    /* not allowed here: measured at the same priority */
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

const gamesList = (process.env.LH_GAMES ?? 'youth,olympic').split(',').filter(Boolean);
const pages = process.env.LH_PAGES
  ? process.env.LH_PAGES.split(',')
      .map((n) => URLS[Number(n) - 1])
      .filter(Boolean)
  : URLS;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run; throws with Lighthouse's own message when the run produced no score. */
async function runOnce(chrome, pageUrl) {
  const result = await lighthouse(pageUrl, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no report');
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance.score;
  if (score === null || score === undefined) {
    const failed = Object.values(lhr.audits).find((a) => a.errorMessage);
    throw new Error(`no performance score${failed ? ` (${failed.id}: ${failed.errorMessage})` : ''}`);
  }
  const value = (id) => lhr.audits[id]?.numericValue;
  return {
    lhr,
    // The share of the page's task time its main thread ran on a core (the rest it waited).
    onCore: mainThreadShare(result.artifacts?.Trace?.traceEvents ?? [])?.share,
    score: Math.round(score * 100),
    a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

async function measureGames(games) {
  const dataDir = path.join(tmp, `data-${games}`);
  if (games !== 'youth') {
    console.log(`Seeding the ${games} games…`);
    const seed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--size', games], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (seed.status !== 0) throw new Error('seeding failed');
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // The server yields the cores to the browser: on the phone being simulated it does not
  // share the CPU with the page, and on a 2-core machine at the same priority it does.
  const server = spawn(...niced([process.execPath, '--import', 'tsx', 'src/server/main.ts']), {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let chrome;
  const rows = [];
  try {
    console.log(`Starting the server (${games} games)…`);
    await waitFor(`${origin}/api/health`);
    await waitFor(`${origin}/api/competition`);
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    // Lighthouse's own work (reading the trace as it streams) as well, once Chromium, which
    // would inherit the priority, has started. Linux sets it for this thread only.
    lowerOwnPriority();
    for (const url of pages) {
      // Warm the server's per-version answer cache, as a running Games server would be.
      await fetch(`${origin}${url}`);
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        let run;
        for (let attempt = 0; !run; attempt++) {
          try {
            run = await runOnce(chrome, `${origin}${url}`);
          } catch (err) {
            console.log(`  ${games} ${url} run ${i + 1}: FAILED (${err.message})`);
            if (attempt >= RETRIES) {
              run = { score: 0, error: err.message };
              break;
            }
            console.log('    retrying…');
          }
        }
        if (run.lhr && process.env.LH_SAVE_DIR) {
          fs.mkdirSync(process.env.LH_SAVE_DIR, { recursive: true });
          const name = `${games}-${url.replace(/[^a-z0-9]+/gi, '_').slice(0, 60) || 'root'}-${i + 1}`;
          fs.writeFileSync(path.join(process.env.LH_SAVE_DIR, `${name}.json`), JSON.stringify(run.lhr));
        }
        delete run.lhr;
        runs.push(run);
        if (!run.error)
          console.log(
            `  ${games} ${url} run ${i + 1}: ${run.score} (FCP ${fmtMs(run.fcp)}, LCP ${fmtMs(run.lcp)}, ` +
              `TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}; accessibility ${run.a11y}; ` +
              `main thread on a core ${fmtShare(run.onCore)} of its task time)`,
          );
      }
      rows.push({ games, url, runs });
    }
  } finally {
    await chrome?.kill();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  return rows;
}

const fmtMs = (ms) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(1)} s`);
const fmtShare = (share) => (share === undefined ? '–' : `${Math.round(share * 100)}%`);

const rows = [];
try {
  for (const games of gamesList) rows.push(...(await measureGames(games)));
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}

console.log(`\nLighthouse mobile performance, median of ${RUNS} runs`);
const w = Math.max(...rows.map((r) => r.url.length), 4);
console.log(
  `  games    ${'page'.padEnd(w)}  median  runs              FCP      LCP      TBT (runs)              CLS    accessibility  on a core`,
);
for (const { games, url, runs } of rows) {
  const ok = runs.filter((r) => !r.error);
  const score = median(runs.map((r) => r.score));
  const mid = (key) => (ok.length ? median(ok.map((r) => r[key])) : undefined);
  console.log(
    `  ${games.padEnd(7)}  ${url.padEnd(w)}  ${String(score).padStart(6)}  ${runs
      .map((r) => r.score)
      .join(' ')
      .padEnd(
        16,
      )}  ${fmtMs(mid('fcp')).padEnd(7)}  ${fmtMs(mid('lcp')).padEnd(7)}  ${`${Math.round(mid('tbt') ?? 0)} ms (${ok
      .map((r) => Math.round(r.tbt))
      .join(' ')})`.padEnd(
      22,
    )}  ${(mid('cls')?.toFixed(3) ?? '–').padEnd(5)}  ${String(mid('a11y') ?? '–').padEnd(13)}  ${fmtShare(mid('onCore'))}`,
  );
  for (const r of runs.filter((r) => r.error)) console.log(`      a run failed: ${r.error}`);
}
