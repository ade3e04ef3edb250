import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from './fixtures';

/**
 * Two builds, end to end: a server of its own serves build A, the page opens, the server
 * is redeployed with build B, and the page meets the new build: the periodic check offers
 * a reload toast (service worker on), and a page still on A whose next chunk is gone from
 * the server reloads once into B (service worker off, as on a first visit).
 *
 * Build B is build A with every hashed asset renamed and every reference to it rewritten,
 * which is what a code change does to a build: new chunk names, a new service worker.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 50;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ROOT = path.join(os.tmpdir(), `games-e2e-two-builds-${PORT}`);
const BUILD_A = path.join(ROOT, 'a');
const BUILD_B = path.join(ROOT, 'b');
const DATA = path.join(ROOT, 'data');
let server: ChildProcess | undefined;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Build B from build A: `name-HASH.js` → `name-HASHb2.js`, references included. */
function makeBuildB(): Map<string, string> {
  cpSync(BUILD_A, BUILD_B, { recursive: true });
  const renames = new Map<string, string>();
  for (const file of filesUnder(path.join(BUILD_B, 'assets'))) {
    const base = path.basename(file);
    const m = /^(.+-[A-Za-z0-9_-]{8})\.(js|css)$/.exec(base);
    if (!m) continue;
    const next = `${m[1]}b2.${m[2]}`;
    renames.set(base, next);
    renameSync(file, path.join(path.dirname(file), next));
  }
  const names = [...renames.keys()].sort((a, b) => b.length - a.length);
  for (const file of filesUnder(BUILD_B)) {
    if (!/\.(js|css|html|json|webmanifest)$/.test(file)) continue;
    let text = readFileSync(file, 'utf8');
    for (const old of names) text = text.split(old).join(renames.get(old)!);
    // The service worker's list: unhashed files (index.html) changed too.
    if (path.basename(file) === 'sw.js') text = text.replace(/(revision:")([^"]+)"/g, '$1$2b2"');
    writeFileSync(file, text);
  }
  return renames;
}

async function startServer(staticDir: string) {
  await stopServer();
  // The server `npm run build` made, as the main test server runs: no TypeScript to compile
  // at each of this test's starts.
  server = spawn(process.execPath, [process.env.E2E_SERVER ?? 'dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: DATA,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      STATIC_DIR: staticDir,
      BUILD_CHECK_INTERVAL_MS: '10000',
    },
    stdio: 'inherit',
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('two-build server did not start');
}

async function stopServer() {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((r) => server!.once('exit', r));
  server.kill('SIGTERM');
  await exited;
}

let renames: Map<string, string>;
test.beforeAll(() => {
  rmSync(ROOT, { recursive: true, force: true });
  cpSync(process.env.STATIC_DIR ?? 'dist/client', BUILD_A, { recursive: true });
  renames = makeBuildB();
});
test.afterAll(async () => {
  await stopServer();
  rmSync(ROOT, { recursive: true, force: true });
});

/** The entry script the page runs: from build A or build B. */
const entryScript = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type=module][src*="/assets/"]')!.src);

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the periodic check finds the new build and the toast reloads into it', async ({ page }) => {
    test.setTimeout(120_000);
    await startServer(BUILD_A);
    await page.goto(`${ORIGIN}/schedule/grid`);
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return !!navigator.serviceWorker.controller;
    });
    const before = await entryScript(page);
    expect(renames.has(path.basename(before))).toBe(true);

    await startServer(BUILD_B); // the redeploy
    const toast = page.getByText('A new version of the app is available.');
    await expect(toast).toBeVisible({ timeout: 40_000 });
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect
      .poll(() => entryScript(page).catch(() => ''), { timeout: 15_000 })
      .toContain(renames.get(path.basename(before))!);
    await expect(page.getByTestId('schedule-grid')).toBeVisible();
  });
});

test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('a chunk gone with the old build reloads the page once, into the new build', async ({ page }) => {
    test.setTimeout(90_000);
    // Data saver: no warming of the next screens' chunks, so the medals chunk is still to load.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
    );
    await startServer(BUILD_A);
    // What loads once the first visit is over (the service worker's and the offline store's
    // modules, a second after load) comes from build A, before the server changes.
    const deferred = Promise.all(
      [/\/assets\/pwa-/, /\/assets\/offline-cache-/].map((re) =>
        page.waitForResponse((r) => re.test(r.url())),
      ),
    );
    await page.goto(`${ORIGIN}/schedule/grid`);
    await expect(page.getByTestId('schedule-grid')).toBeVisible();
    await deferred;
    const before = await entryScript(page);
    let loads = 0;
    page.on('load', () => loads++);

    await startServer(BUILD_B);
    const gone: string[] = [];
    page.on('response', (r) => r.status() === 404 && r.url().includes('/assets/') && gone.push(r.url()));
    await page.getByRole('link', { name: 'Medals' }).first().click();
    await expect(page).toHaveURL(/\/medals/);
    await expect(page.getByRole('table').first()).toBeVisible({ timeout: 15_000 });
    expect(gone.length).toBeGreaterThan(0); // A's chunk was asked for and was not there
    expect(loads).toBe(1); // one reload
    expect(await entryScript(page)).toContain(renames.get(path.basename(before))!);
  });
});
