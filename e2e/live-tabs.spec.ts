import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Request } from '@playwright/test';
import { test, expect, ingest } from './fixtures';
import { pickUnit, resultMessage } from './odf-results';

/**
 * One live stream per browser: a browser keeps at most six HTTP/1.1 connections to a host,
 * so a stream per tab would leave the seventh tab without any. Eight tabs of one browser
 * (a widget among them) share one `GET /api/live`; the tab holding it forwards every change
 * to the others, and when it closes another tab takes the stream over without losing one.
 */
test.use({ locale: 'en-US' });

const isStream = (req: Request) => new URL(req.url()).pathname === '/api/live';

/** The origin's leader lock as the browser sees it: tabs holding it and tabs waiting. */
const lockQueue = (page: Page) =>
  page.evaluate(async () => {
    const { held = [], pending = [] } = await navigator.locks.query();
    const mine = (l: LockInfo) => l.name === 'games-live-leader';
    return { held: held.filter(mine).length, pending: pending.filter(mine).length };
  });

test('the tabs of a browser share one live stream, and another tab takes it over when it closes', async ({
  context,
  request,
}) => {
  // Three tabs and a hand-over: 20 s on a busy 2-core machine.
  test.setTimeout(60_000);
  // live.spec.ts takes the first upcoming unit; this one the last, so they never collide.
  const detail = await pickUnit(request, 'last');
  const unit = detail.unit;
  const field = detail.start_list;
  const streams: Request[] = [];
  context.on('request', (req) => {
    if (isStream(req)) streams.push(req);
  });
  const errors: string[] = [];
  context.on('weberror', (e) => errors.push(e.error().message));

  const pages: Page[] = [];
  for (let i = 0; i < 7; i++) {
    const page = await context.newPage();
    await page.goto(`/discipline/${unit.discipline}/results/${unit.code}/results`);
    await expect(page.getByTestId('unit-status')).toContainText(/upcoming/i);
    pages.push(page);
  }
  const widget = await context.newPage();
  await widget.goto('/widget/medals');
  await expect(widget.getByTestId('medal-row').first()).toBeVisible();
  // All eight have joined the election: one holds the lock, seven wait for it.
  await expect.poll(() => lockQueue(widget)).toEqual({ held: 1, pending: 7 });
  expect(streams).toHaveLength(1);
  const leader = streams[0]!.frame().page();
  const followers = pages.filter((p) => p !== leader);
  expect(followers).toHaveLength(6);

  // A change reaches the tabs that have no stream of their own.
  await ingest(request, resultMessage(detail, 1, 'LIVE', field));
  for (const page of followers) await expect(page.getByTestId('unit-status')).toContainText(/live/i);
  expect(streams).toHaveLength(1);

  // The leader closes; a change made before the next tab is connected still arrives,
  // because the new stream resumes from the last id the tabs heard.
  const takeover = context.waitForEvent('request', isStream);
  await leader.close();
  const official = [...field].reverse();
  await ingest(request, resultMessage(detail, 2, 'OFFICIAL', official));
  const resumed = await takeover;
  expect(new URL(resumed.url()).searchParams.get('lastEventId')).toMatch(/^\d+$/);
  for (const page of followers) {
    await expect(page.getByTestId('unit-status')).toContainText(/official/i);
    await expect(page.getByTestId('tab-results').locator('tbody tr').first()).toContainText(
      official[0]!.name,
    );
  }
  await expect.poll(() => lockQueue(widget)).toEqual({ held: 1, pending: 6 });
  expect(streams).toHaveLength(2);
  expect(errors).toEqual([]);
});

test('widgets framed by another site, refused the lock there, each still open a stream', async ({
  context,
  baseURL,
}) => {
  const streams: Request[] = [];
  context.on('request', (req) => {
    if (isStream(req)) streams.push(req);
  });
  const frames = ['medals?limit=3', 'medals?limit=5', 'events']
    .map((w) => `<iframe src="${baseURL}/widget/${w}" style="width:360px;height:300px;border:0"></iframe>`)
    .join('');
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'text/html');
    res.end(`<!doctype html><html><body><h1>A partner site</h1>${frames}</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await expect.poll(() => page.frames().length).toBe(4);
    // Like a browser that blocks third-party storage, this one denies a framed page Web Locks.
    const refused = await page.frames()[1]!.evaluate(() =>
      navigator.locks.query().then(
        () => false,
        () => true,
      ),
    );
    expect(refused).toBe(true);
    await expect.poll(() => new Set(streams.map((r) => r.frame())).size).toBe(3);
    expect(streams).toHaveLength(3);
  } finally {
    server.close();
  }
});
