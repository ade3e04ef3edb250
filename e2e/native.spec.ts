import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, loginAsAdmin } from './fixtures';

/**
 * The native shells' paths, in Chromium with the Capacitor bridge simulated here (test
 * code only): window.Capacitor says "android" and its plugins record what the app asks.
 * The live-update bundles are real: `npm run release` packs them and our server offers them.
 */
const LIVE_DIR = path.join(os.tmpdir(), `games-e2e-live-updates-${process.env.E2E_PORT ?? 3210}`);

/**
 * Release keys made for this run, outside the server's data folder: the one the simulated
 * shell's bundle trusts, and another one, as someone who can write the bundle folder but does
 * not hold the release key would sign with.
 */
const KEY_DIR = mkdtempSync(path.join(os.tmpdir(), 'games-e2e-release-keys-'));
function releaseKey(name: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const file = path.join(KEY_DIR, `${name}.pem`);
  writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }));
  return { file, spki: publicKey.export({ type: 'spki', format: 'der' }).toString('base64') };
}
const RELEASE_KEY = releaseKey('release');
const OTHER_KEY = releaseKey('other');
test.afterAll(() => rmSync(KEY_DIR, { recursive: true, force: true }));

declare global {
  interface Window {
    __native: { calls: string[]; listeners: Record<string, () => void> };
  }
}

/** The simulated shell. The updater checks the zip's sha256 as the real plugin does. */
function simulateShell() {
  const log = (window.__native = { calls: [], listeners: {} } as Window['__native']);
  const bundle = JSON.parse(localStorage.getItem('sim-bundle') ?? '{"id":"builtin","version":"builtin"}') as {
    id: string;
    version: string;
  };
  const hex = (buf: ArrayBuffer) =>
    [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');
  const plugins = {
    App: {
      addListener: async (event: string, cb: () => void) => {
        log.listeners[event] = cb;
        // As Capacitor's handle does, it removes its own listener only.
        return {
          remove: () => {
            if (log.listeners[event] === cb) delete log.listeners[event];
          },
        };
      },
      exitApp: () => void log.calls.push('exitApp'),
    },
    CapacitorUpdater: {
      notifyAppReady: async () => void log.calls.push(`ready:${bundle.version}`),
      current: async () => ({ bundle }),
      download: async ({ url, version, checksum }: { url: string; version: string; checksum: string }) => {
        log.calls.push(`download:${version}`);
        const bytes = await (await fetch(url)).arrayBuffer();
        if (hex(await crypto.subtle.digest('SHA-256', bytes)) !== checksum) {
          log.calls.push(`refused:${version}`);
          throw new Error('checksum mismatch');
        }
        return { id: `bundle-${version}`, version };
      },
      set: async ({ id }: { id: string }) => {
        log.calls.push(`set:${id}`);
        localStorage.setItem('sim-bundle', JSON.stringify({ id, version: id.replace(/^bundle-/, '') }));
        location.reload();
      },
    },
    Filesystem: {
      writeFile: async ({ path, data, directory }: { path: string; data: string; directory: string }) => {
        log.calls.push(`write:${directory}/${path}:${atob(data).slice(0, 5)}`);
        return { uri: `file:///storage/Documents/${path}` };
      },
    },
    FileViewer: {
      openDocumentFromLocalPath: async ({ path }: { path: string }) => void log.calls.push(`open:${path}`),
    },
  };
  (window as unknown as { Capacitor: unknown }).Capacitor = {
    isNativePlatform: () => true,
    getPlatform: () => 'android',
    Plugins: plugins,
  };
}

const calls = (page: Page) => page.evaluate(() => window.__native.calls);

/** The server's config, as the given channel and switch would make it. */
async function useConfig(page: Page, config: { channel: string; disabled?: boolean }) {
  await page.route('**/api/config', async (route) => {
    const res = await route.fetch();
    const body = {
      ...(await res.json()),
      live_update_channel: config.channel,
      disable_live_update: !!config.disabled,
    };
    await route.fulfill({ response: res, json: body });
  });
}

/** `npm run release` of a tiny web build on a channel; returns the zip's path. */
function release(channel: string, version: string, key = RELEASE_KEY): string {
  const dist = path.join(os.tmpdir(), `games-e2e-dist-${version}`);
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>bundle ${version}</title>`);
  execFileSync(
    'npx',
    ['tsx', 'scripts/release.ts', '--channel', channel, '--version', version, '--dist', dist],
    {
      env: { ...process.env, LIVE_UPDATE_DIR: LIVE_DIR, DATABASE_URL: '', LIVE_UPDATE_SIGNING_KEY: key.file },
      stdio: 'pipe',
    },
  );
  rmSync(dist, { recursive: true, force: true });
  return path.join(LIVE_DIR, channel, `${version}.zip`);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(simulateShell);
  // The keys the shell's own bundle trusts (a store build carries them in this file).
  await page.route('**/live-update-keys.json', (route) =>
    route.fulfill({ json: { keys: [RELEASE_KEY.spki] } }),
  );
});

/** The shells open on login; a guest goes on to the app. */
async function enterAsGuest(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('hardware back button: back elsewhere, exit on /, nothing on /secure-sport', async ({ page }) => {
  await enterAsGuest(page);
  await page.getByRole('link', { name: 'Medals' }).first().click();
  await expect(page).toHaveURL(/\/medals/);
  await expect.poll(() => page.evaluate(() => typeof window.__native.listeners.backButton)).toBe('function');
  await page.evaluate(() => window.__native.listeners.backButton!());
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => typeof window.__native.listeners.backButton)).toBe('function');
  await page.evaluate(() => window.__native.listeners.backButton!());
  await expect.poll(() => calls(page)).toContain('exitApp');

  await page.goto('/secure-sport');
  await expect.poll(() => page.evaluate(() => typeof window.__native.listeners.backButton)).toBe('function');
  await page.evaluate(() => window.__native.listeners.backButton!());
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/secure-sport$/);
  expect(await calls(page)).not.toContain('exitApp');
});

test("a file link saves to Documents, says 'File saved in Documents' and opens the file", async ({
  page,
}) => {
  // Transport is for signed-in users in the shells.
  await loginAsAdmin(page);
  await page.goto('/transport');
  await page.getByRole('link', { name: 'Download the guide' }).click();
  // The file is fetched, encoded and handed to the shell before the message: over 5 s when
  // the machine is busy with the other worker's tests.
  await expect(page.getByText('File saved in Documents')).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() => calls(page))
    .toEqual(
      expect.arrayContaining([
        'write:DOCUMENTS/transport-guide.pdf:%PDF-',
        'open:file:///storage/Documents/transport-guide.pdf',
      ]),
    );
});

test('a file link tapped before the code that saves files has arrived still saves the file', async ({
  page,
}) => {
  await loginAsAdmin(page);
  // That code is a chunk of its own; on a slow network the link is on screen before it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/native-files-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const downloads: string[] = [];
  page.on('download', (d) => downloads.push(d.suggestedFilename()));
  await page.goto('/transport');
  await page.getByRole('link', { name: 'Download the guide' }).click();
  release();
  await expect(page.getByText('File saved in Documents')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => calls(page)).toContain('write:DOCUMENTS/transport-guide.pdf:%PDF-');
  // The web view was never asked to download it (it cannot).
  expect(downloads).toEqual([]);
});

test('live update: a new bundle on the channel → toast → reload into it', async ({ page }) => {
  release('e2e-new', '9.0.1');
  await useConfig(page, { channel: 'e2e-new' });
  const asked: string[] = [];
  page.on('request', (r) => r.url().includes('/api/live-update/latest') && asked.push(r.url()));
  await page.goto('/');
  await expect(page.getByText('A new version of the app is available.')).toBeVisible();
  // After the reload the shell runs the new bundle, and the server has nothing newer. A poll
  // that lands during the reload finds no page to ask, and asks again.
  await expect.poll(() => calls(page).catch(() => []), { timeout: 10_000 }).toContain('ready:9.0.1');
  expect(await page.evaluate(() => localStorage.getItem('sim-bundle'))).toContain('"version":"9.0.1"');
  expect(asked[0]).toContain('channel=e2e-new&version=builtin');
  await expect.poll(() => asked.some((u) => u.includes('version=9.0.1'))).toBe(true);
  await page.waitForTimeout(500);
  expect((await calls(page)).filter((c) => c.startsWith('download'))).toEqual([]);
});

test('live update: a bundle whose checksum does not match is refused, the app keeps its own', async ({
  page,
}) => {
  const zip = release('e2e-bad', '9.0.2');
  appendFileSync(zip, Buffer.from('tampered')); // the served bytes no longer match the checksum
  expect(JSON.parse(readFileSync(path.join(LIVE_DIR, 'e2e-bad', 'latest.json'), 'utf8')).version).toBe(
    '9.0.2',
  );
  await useConfig(page, { channel: 'e2e-bad' });
  await page.goto('/');
  await expect.poll(() => calls(page)).toContain('refused:9.0.2');
  await page.waitForTimeout(2000);
  expect((await calls(page)).some((c) => c.startsWith('set:'))).toBe(false);
  await expect(page.getByText('A new version of the app is available.')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('sim-bundle'))).toBeNull();
});

test('live update: a bundle signed by another key is refused before download, the app keeps its own', async ({
  page,
}) => {
  release('e2e-forged', '9.0.4', OTHER_KEY);
  await useConfig(page, { channel: 'e2e-forged' });
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/');
  await expect.poll(() => errors.join('\n')).toMatch(/live update 9\.0\.4 on e2e-forged refused: /);
  await page.waitForTimeout(500);
  expect((await calls(page)).filter((c) => !c.startsWith('ready:'))).toEqual([]);
  await expect(page.getByText('A new version of the app is available.')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('sim-bundle'))).toBeNull();
});

test('DISABLE_LIVE_UPDATE=true: no check at all', async ({ page }) => {
  release('e2e-off', '9.0.3');
  await useConfig(page, { channel: 'e2e-off', disabled: true });
  const asked: string[] = [];
  page.on('request', (r) => r.url().includes('/api/live-update') && asked.push(r.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForTimeout(2000);
  expect(asked).toEqual([]);
  expect(await calls(page)).toEqual([]);
});
