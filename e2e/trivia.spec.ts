import { writeFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  chromium,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import QRCode from 'qrcode';
import { test, expect, E2E_ADMIN } from './fixtures';
import { appVisitorPage, type ScannerMode } from './app-shell';
import { visitorPage } from './visitor-account';
import { describe as describeFindings, isBlocking } from './a11y-support';
// @ts-expect-error plain ESM helper shared with playwright.config.ts
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

/**
 * Trivia as a visitor on a phone plays it: the QR code read from a real camera feed (Chromium
 * plays a file as its camera), the scanner's refusals, then the questions against the clock
 * with the server as the judge. The pages are for the apps, so they open in the simulated
 * Android shell (e2e/app-shell.ts).
 */

const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE = `http://localhost:${PORT}`;
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe.configure({ mode: 'serial' });

/** A signed-in visitor in the Android shell, on a phone-sized screen. */
function phoneVisitor(
  browser: Browser,
  mode: ScannerMode = { kind: 'none' },
  options: BrowserContextOptions = {},
) {
  return appVisitorPage(browser, mode, { baseURL: BASE, viewport: { width: 390, height: 844 }, ...options });
}

/** An organiser's API session. */
async function adminApi(browser: Browser): Promise<APIRequestContext> {
  const context = await browser.newContext({ baseURL: BASE });
  const res = await context.request.post('/api/auth/login', { data: { ...E2E_ADMIN, session: 'cookie' } });
  expect(res.ok(), await res.text()).toBe(true);
  return context.request;
}

interface Created {
  id: number;
  title: string;
  token: string;
  url: string;
}

/** A published trivia of two questions (the right answers: Baku, 2026) and its poster. */
async function createTrivia(admin: APIRequestContext, minutes = 5): Promise<Created> {
  const title = `Games quiz ${unique()}`;
  const res = await admin.post('/api/admin/content', {
    data: {
      kind: 'trivia',
      published: true,
      translations: { en: { title, text: 'Two questions about the games.' } },
      fields: {
        time_limit_minutes: minutes,
        author: 'Games crew',
        discipline: null,
        type: 'general',
        questions: [
          {
            id: 'q1',
            text: { en: 'Which city hosts the games?' },
            answers: [
              { id: 'a1', text: { en: 'Baku' }, correct: true },
              { id: 'a2', text: { en: 'Ganja' }, correct: false },
            ],
          },
          {
            id: 'q2',
            text: { en: 'In which year are the games?' },
            answers: [
              { id: 'b1', text: { en: '2025' }, correct: false },
              { id: 'b2', text: { en: '2026' }, correct: true },
            ],
          },
        ],
      },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { id } = (await res.json()) as { id: number };
  const poster = await admin.get(`/api/admin/trivia/${id}/poster`);
  expect(poster.ok(), await poster.text()).toBe(true);
  const { token, url } = (await poster.json()) as { token: string; url: string };
  return { id, title, token, url };
}

/**
 * A camera file Chromium can play (YUV4MPEG2, 4:2:0): the QR code of `text` in black on
 * white, with the four-module quiet zone readers need, in the middle of a grey frame.
 */
function qrVideo(text: string, file: string, width = 640, height = 480) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const scale = Math.floor((Math.min(width, height) - 40) / (modules.size + 2 * quiet));
  const side = (modules.size + 2 * quiet) * scale;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const y = Buffer.alloc(width * height, 160);
  for (let row = 0; row < side; row++) {
    for (let col = 0; col < side; col++) {
      const r = Math.floor(row / scale) - quiet;
      const c = Math.floor(col / scale) - quiet;
      const dark = r >= 0 && c >= 0 && r < modules.size && c < modules.size && modules.get(r, c);
      y[(top + row) * width + left + col] = dark ? 0 : 255;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, frame, frame]));
}

async function scanWithCamera(page: Page) {
  await page.goto('/qr-scan');
  await page.getByRole('button', { name: 'Scan with the camera' }).click();
}

let admin: APIRequestContext;
/** The late answer's attempt: started, then made to run out by the test server (no real wait). */
let late: { trivia: Created; page: Page };
test.beforeAll(async ({ browser }) => {
  admin = await adminApi(browser);
  const trivia = await createTrivia(admin, 1);
  const page = await phoneVisitor(browser);
  expect((await page.request.post('/api/trivia/unlock', { data: { code: trivia.token } })).ok()).toBe(true);
  const started = await page.request.post(`/api/trivia/${trivia.id}/start`);
  expect(started.ok()).toBe(true);
  late = { trivia, page };
});

test.describe('with a camera', () => {
  let trivia: Created;
  let camera: Browser;
  let file: string;
  test.beforeAll(async () => {
    trivia = await createTrivia(admin);
    file = path.join(os.tmpdir(), `trivia-qr-${PORT}-${unique()}.y4m`);
    qrVideo(trivia.url, file);
    // The camera plays the file; whether the page may use it is each context's permission.
    camera = await chromium.launch({
      executablePath: (await findChromium()) as string,
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${file}`,
      ],
    });
  });
  test.afterAll(async () => {
    await camera?.close();
    rmSync(file, { force: true });
  });

  test('the camera reads a poster’s QR code: the trivia unlocks and opens', async () => {
    const page = await phoneVisitor(camera, { kind: 'none' }, { permissions: ['camera'] });
    await scanWithCamera(page);
    await expect(page.getByText('Valid QR code: trivia unlocked')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(new RegExp(`/trivia/${trivia.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: trivia.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
    // The list now shows it unlocked, ready to play.
    await page.goto('/trivia');
    await expect(page.getByTestId('trivia-row').filter({ hasText: trivia.title })).toContainText(
      'Ready to play',
    );
    await page.context().close();
  });

  test('a denied camera permission says so', async () => {
    const page = await phoneVisitor(camera);
    await scanWithCamera(page);
    await expect(page.getByRole('alert')).toHaveText('Camera permission not granted');
    await page.context().close();
  });
});

test('in the app, ML Kit’s scan opens the trivia; a canceled scan says so', async ({ browser }) => {
  const trivia = await createTrivia(admin);
  const page = await phoneVisitor(browser, { kind: 'code', code: trivia.url });
  await scanWithCamera(page);
  await expect(page).toHaveURL(new RegExp(`/trivia/${trivia.id}$`));
  await expect(page.getByText('Valid QR code: trivia unlocked')).toBeVisible();
  await page.context().close();

  const canceled = await phoneVisitor(browser, { kind: 'cancel' });
  await scanWithCamera(canceled);
  await expect(canceled.getByRole('status').filter({ hasText: 'Scan canceled' })).toBeVisible();
  await canceled.context().close();
});

test('a withdrawn poster’s code and a code that is not ours are refused; the poster’s address unlocks', async ({
  browser,
}) => {
  const trivia = await createTrivia(admin);
  const withdrawn = await admin.post(`/api/admin/trivia/${trivia.id}/poster/withdraw`);
  expect(withdrawn.ok(), await withdrawn.text()).toBe(true);
  const fresh = (await withdrawn.json()) as { token: string };

  const page = await phoneVisitor(browser);
  // A phone's own camera app opens the old poster's address.
  await page.goto(`/qr-scan?code=${encodeURIComponent(trivia.token)}`);
  await expect(page.getByRole('alert')).toHaveText(
    'This poster has been withdrawn and its code no longer works',
  );
  await expect(page).toHaveURL(/\/qr-scan$/);

  await page.getByLabel('Code').fill('v1.999999.1.forged');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByRole('alert')).toHaveText('This QR code is not a trivia code of these games');

  await page.goto(`/qr-scan?code=${encodeURIComponent(fresh.token)}`);
  await expect(page).toHaveURL(new RegExp(`/trivia/${trivia.id}$`));
  await page.context().close();
});

test('in the installed web app a poster’s address unlocks the trivia and says to answer it in the app', async ({
  browser,
}) => {
  const trivia = await createTrivia(admin);
  const page = await visitorPage(browser, {
    baseURL: BASE,
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  });
  // Installed to the home screen: the page runs in standalone display mode.
  await page.addInitScript(() => {
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const result = matchMedia(query);
      if (query.includes('display-mode: standalone'))
        Object.defineProperty(result, 'matches', { value: true });
      return result;
    };
  });
  await page.goto(`/qr-scan?code=${encodeURIComponent(trivia.token)}`);
  await expect(page.getByRole('status').filter({ hasText: 'Answer it in the games app' })).toBeVisible();
  await expect(page).toHaveURL(/\/qr-scan$/);
  const list = (await (await page.request.get('/api/trivia')).json()) as {
    items: { id: number; unlocked: boolean }[];
  };
  expect(list.items.find((i) => i.id === trivia.id)?.unlocked).toBe(true);
  await page.context().close();
});

test('time runs out: what is chosen is sent; a second answer is refused', async ({ browser }) => {
  const trivia = await createTrivia(admin, 1);
  const page = await phoneVisitor(browser);
  expect((await page.request.post('/api/trivia/unlock', { data: { code: trivia.url } })).ok()).toBe(true);
  await page.clock.install();
  await page.goto(`/trivia/${trivia.id}`);
  await page.getByRole('button', { name: 'Start' }).click();
  const timer = page.getByRole('timer');
  await expect(timer).toHaveAccessibleName(/Time left: (1:00|0:5\d)/);
  await page
    .getByRole('group', { name: /Which city hosts the games/ })
    .getByLabel('Baku')
    .check();
  await page
    .getByRole('group', { name: /In which year/ })
    .getByLabel('2025')
    .check();
  // The answers sent at zero wait here until the time-up state has been seen: the score replaces it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/trivia/${trivia.id}/answers`, async (route) => {
    await held;
    await route.continue();
  });
  await page.clock.fastForward('01:01');
  await expect(timer).toHaveText('0:00');
  await expect(page.getByRole('alert').filter({ hasText: 'Time is up' })).toBeVisible();
  await expect(page.getByLabel('Ganja')).toBeDisabled();
  release();
  // The server judged what was ticked: one right answer of two.
  await expect(page.getByTestId('trivia-result')).toContainText('1 of 2 correct');
  await expect(page.getByText('Answers saved successfully').first()).toBeVisible();

  const again = await page.request.post(`/api/trivia/${trivia.id}/answers`, {
    data: { answers: { q1: 'a1', q2: 'b2' } },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toBe('You have already answered this trivia');
  await page.reload();
  await expect(page.getByTestId('trivia-result')).toContainText('You have already answered this trivia');
  await page.context().close();
});

/** axe's serious and critical findings on the page as it is, in light then dark. */
async function expectAccessible(page: Page, what: string) {
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: mode });
    await page.waitForFunction(
      (dark) => document.documentElement.classList.contains('dark') === dark,
      mode === 'dark',
    );
    // Colours change with a short transition: axe reads them once it has ended.
    await page.waitForTimeout(300);
    const result = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .disableRules(['region'])
      .analyze();
    const blocking = result.violations
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? 'minor',
        nodes: v.nodes.length,
        help: v.help,
        targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      }))
      .filter(isBlocking);
    expect(blocking, `${what} (${mode})\n${describeFindings(blocking)}`).toEqual([]);
  }
}

test('the trivia screens have no serious or critical axe violation, light and dark', async ({ browser }) => {
  test.setTimeout(90_000);
  const [open, answered] = [await createTrivia(admin), await createTrivia(admin)];
  await createTrivia(admin);
  const page = await phoneVisitor(browser);
  for (const t of [open, answered])
    await page.request.post('/api/trivia/unlock', { data: { code: t.token } });
  await page.request.post(`/api/trivia/${answered.id}/start`);
  await page.request.post(`/api/trivia/${answered.id}/answers`, { data: { answers: { q1: 'a1' } } });

  await page.goto('/trivia');
  await expect(page.getByTestId('trivia-row').first()).toBeVisible();
  await expectAccessible(page, 'the list');
  await page.goto(`/trivia/${open.id}`);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByLabel('Baku').check();
  await expectAccessible(page, 'the questions');
  await page.goto(`/trivia/${answered.id}`);
  await expect(page.getByTestId('trivia-result')).toBeVisible();
  await expectAccessible(page, 'an answered trivia');
  await page.goto('/qr-scan');
  await page.getByLabel('Code').fill('not-a-code');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page, 'the scan page');
  await page.context().close();
});

test('answers after the deadline are refused by the server', async () => {
  const { trivia, page } = late;
  // The server's clock cannot be moved from here: the test server moves the attempt's start a
  // day back, past its limit and the grace.
  expect((await page.request.post(`/api/test/trivia/${trivia.id}/expire`)).status()).toBe(204);
  await page.goto(`/trivia/${trivia.id}`);
  // The countdown starts at zero and sends at once; the refusal replaces the questions.
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Error saving answers')).toBeVisible();
  await expect(page.getByTestId('trivia-result')).toContainText('The answers were not accepted.');
  await page.context().close();
});
