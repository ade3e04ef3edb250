import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect, E2E_ADMIN } from './fixtures';
import { appVisitorPage } from './app-shell';
import { visitorPage } from './visitor-account';

/**
 * Official videos and safe sport: the suite's own 1.5-second WebM uploaded like an organiser's
 * and watched to the end on /secure-sport (remembered across a reload on the device, and on
 * the server for an account); a live channel whose HLS playlist the test generates and serves
 * itself plays with the browser's own HLS and with hls.js, then says it has ended, and says it
 * is offline when the playlist cannot be had.
 */

const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE = `http://localhost:${PORT}`;
const media = (name: string) => readFileSync(path.join(import.meta.dirname, 'media', name));
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function adminApi(browser: Browser): Promise<APIRequestContext> {
  const context = await browser.newContext({ baseURL: BASE });
  const res = await context.request.post('/api/auth/login', { data: { ...E2E_ADMIN, session: 'cookie' } });
  expect(res.ok(), await res.text()).toBe(true);
  return context.request;
}

async function createVideo(admin: APIRequestContext, title: string, fields: Record<string, unknown>) {
  const res = await admin.post('/api/admin/content', {
    data: {
      kind: 'video',
      published: true,
      translations: { en: { title, text: 'Know the code of conduct.' } },
      fields: { discipline: null, ...fields },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { id: number };
}

const playToEnd = (page: Page) =>
  page.getByTestId('file-player').evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });

test('the safe-sport video plays to the end and /secure-sport remembers it, on the device and for an account', async ({
  browser,
  page,
  consoleErrors,
}) => {
  const admin = await adminApi(browser);
  const upload = await admin.post('/api/admin/uploads', {
    data: media('clip.webm'),
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'safe-sport.webm' },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { video } = (await upload.json()) as {
    video: { id: string; duration_s: number | null; poster: { id: string } | null };
  };
  // With ffmpeg on the server the upload brings its thumbnail and length.
  if (video.poster) expect(video.duration_s).toBe(2);
  const title = `Safe sport ${unique()}`;
  await createVideo(admin, title, {
    video_id: video.id,
    image_id: video.poster?.id ?? null,
    duration_s: video.duration_s ?? 2,
    safe_sport: true,
  });

  // A visitor of the web app, not logged in: the mark stays on the device.
  await page.goto('/secure-sport');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  // The page keeps its forced dark colour mode.
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const status = page.getByTestId('safe-sport-status');
  await expect(status).toHaveText('Not watched to the end yet');
  await playToEnd(page);
  await expect(status).toHaveText('You watched the safe-sport video');
  await page.reload();
  await expect(status).toHaveText('You watched the safe-sport video');
  expect(consoleErrors).toEqual([]);

  // An account: the server keeps the mark for its other devices.
  const reader = await visitorPage(browser, { baseURL: BASE });
  await reader.goto('/secure-sport');
  await expect(reader.getByTestId('safe-sport-status')).toHaveText('Not watched to the end yet');
  await playToEnd(reader);
  await expect(reader.getByTestId('safe-sport-status')).toHaveText('You watched the safe-sport video');
  await expect
    .poll(
      async () =>
        ((await (await reader.request.get('/api/me/safe-sport')).json()) as { watched: boolean }).watched,
    )
    .toBe(true);
  await reader.context().close();
});

/** Answers the channel's playlist and segments: a generated playlist of the suite's two tiny segments. */
async function serveStream(page: Page, available = true) {
  await page.route('**/e2e-streams/**', (route) => {
    const url = new URL(route.request().url());
    if (!available) return route.fulfill({ status: 404, body: 'no such stream' });
    if (url.pathname.endsWith('.m3u8')) {
      const playlist = [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-TARGETDURATION:1',
        '#EXT-X-MEDIA-SEQUENCE:0',
        ...[0, 1].flatMap((i) => ['#EXTINF:0.5,', `segment-${i}.ts`]),
        // The broadcast is over once both are played: the player says the stream has ended.
        '#EXT-X-ENDLIST',
      ].join('\n');
      return route.fulfill({ contentType: 'application/vnd.apple.mpegurl', body: `${playlist}\n` });
    }
    const index = /segment-(\d)\.ts$/.exec(url.pathname)?.[1] ?? '0';
    return route.fulfill({ contentType: 'video/mp2t', body: media(`hls-${index}.mpegts`) });
  });
}

/** A browser without HLS of its own, as Chrome on a desktop was: the page must bring hls.js. */
const withoutNativeHls = () => {
  const canPlayType = HTMLMediaElement.prototype.canPlayType;
  HTMLMediaElement.prototype.canPlayType = function (type: string) {
    return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
  };
};

test('a live channel is listed under Live now and its HLS stream plays, ends and goes offline with a message', async ({
  browser,
}) => {
  const admin = await adminApi(browser);
  const title = `Arena live ${unique()}`;
  const { id } = await createVideo(admin, title, {
    stream_url: `${BASE}/e2e-streams/${unique()}/live.m3u8`,
    on_air: true,
  });

  // /videos is for the apps and accounts: a signed-in visitor in the Android shell on a phone.
  const phone = await appVisitorPage(
    browser,
    { kind: 'none' },
    { baseURL: BASE, viewport: { width: 390, height: 844 } },
  );
  const scripts: string[] = [];
  phone.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await serveStream(phone);
  await phone.goto('/videos');
  await phone.getByTestId('live-now').getByRole('link', { name: title }).click();
  await expect(phone).toHaveURL(new RegExp(`/videos/${id}$`));
  // The browser's own HLS plays it to its end.
  await expect(phone.getByTestId('stream-message')).toHaveText(/This stream has ended/);
  expect(scripts.some((url) => /\/hls[.-]/.test(url))).toBe(false);

  // Without the browser's own HLS, hls.js is fetched by this page and plays the same stream.
  await phone.addInitScript(withoutNativeHls);
  await phone.reload();
  await expect(phone.getByTestId('stream-message')).toHaveText(/This stream has ended/);
  expect(scripts.some((url) => /\/hls[.-]/.test(url))).toBe(true);

  // The playlist cannot be had: the page says the stream is offline.
  await phone.unroute('**/e2e-streams/**');
  await serveStream(phone, false);
  await phone.reload();
  await expect(phone.getByTestId('stream-message')).toHaveText(/This stream is offline/);
  await phone.context().close();
});
