import type { Page } from '@playwright/test';
import { test, expect as baseExpect } from './fixtures';
import { api, DAY } from './schedule-support';

/**
 * "Now first": on a competition afternoon (18:30 in Baku on day 7, the demo's "now") the
 * schedule opens on today, scrolled to what is running, and "back" keeps the reader's place.
 */

// A busy machine draws a 200-row day slowly.
const expect = baseExpect.configure({ timeout: 15_000 });

test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Baku', locale: 'en-US' });

type DayUnit = { code: string; start_at: string; schedule_status: string; discipline: string };
const LIVE = new Set(['RUNNING', 'SCHEDULED_BREAK', 'INTERRUPTED']);

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date('2026-07-16T14:30:00Z') });
});

/** The units the API reports on now for the demo day, in time order. */
async function liveCodes(request: Parameters<typeof api>[0]) {
  const day = await api<{ units: DayUnit[] }>(request, `/api/schedule/days/${DAY}`);
  return day.units
    .filter((u) => LIVE.has(u.schedule_status))
    .sort((a, b) => a.start_at.localeCompare(b.start_at))
    .map((u) => u.code);
}

async function expectInViewport(page: Page, locator: ReturnType<Page['locator']>) {
  const box = (await locator.boundingBox())!;
  const view = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(view.height);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(view.width);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The finished hours fold at the top of the list, above "now" where the list opens. */
async function finishedFold(page: Page) {
  await expect(page.getByTestId('live-strip')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  const fold = page.getByTestId('finished-fold').first();
  await expect(fold).toBeVisible();
  return fold;
}

test('the grid opens with today marked and in view, its cells big enough to tap', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/schedule\/grid$/);
  const today = page.locator('thead th[aria-current="date"]');
  await expect(today).toHaveAttribute('data-day', DAY);
  await expect(today).toContainText('Today');
  // What is on now comes first (now-landing.spec.ts); below it, the grid has today's column in view.
  await expect(page.getByTestId('now-section')).toBeVisible();
  await page.evaluate(() => {
    const head = document.querySelector('thead')!.getBoundingClientRect().top;
    window.scrollTo(0, window.scrollY + head - 120);
  });
  await expectInViewport(page, today);

  const cells = page.getByTestId('grid-cell');
  await expect(cells.first()).toBeVisible();
  for (const cell of (await cells.all()).slice(0, 40)) {
    const box = (await cell.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
});

test('the day list opens on today at the live units, pinned in a Live now strip', async ({
  page,
  request,
}) => {
  const live = await liveCodes(request);
  expect(live.length).toBeGreaterThan(0);
  await page.goto('/schedule/days');
  await expect(page.getByTestId('day-title')).toContainText('Thursday, July 16');
  await expect(page.getByTestId('day-title')).toContainText('Today');
  const chip = page.getByTestId('day-picker').locator('[aria-current="date"]');
  await expect(chip).toHaveAttribute('data-day', DAY);
  await expect(chip).toHaveAttribute('aria-pressed', 'true');

  const strip = page.getByTestId('live-strip-unit');
  await expect(strip).toHaveCount(live.length);
  expect(await strip.evaluateAll((els) => els.map((e) => e.getAttribute('data-unit')))).toEqual(live);
  for (const item of await strip.all()) expect((await item.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  // Scrolled to now: the first unit on now is on the first screen, in the strip and in the list.
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  await expectInViewport(page, strip.first());
  const firstRow = page.locator(`[data-testid="unit-row"][data-unit="${live[0]}"]`);
  await expect(firstRow).toBeVisible();
  await expect.poll(async () => (await firstRow.boundingBox())!.y + 20 <= 844).toBe(true);
  await expectInViewport(page, firstRow.locator('[data-testid="unit-time"]'));
  // Below the pinned strip, not hidden under it.
  const stripBox = (await page.getByTestId('live-strip').boundingBox())!;
  expect((await firstRow.boundingBox())!.y).toBeGreaterThanOrEqual(stripBox.y + stripBox.height - 1);

  // The strip opens the unit.
  await strip.first().click();
  await expect(page).toHaveURL(new RegExp(`/results/${live[0]}$`));
});

test('the Live chip shows only the units on now; a folded finished run opens on tap', async ({
  page,
  request,
}) => {
  const live = await liveCodes(request);
  await page.goto('/schedule/days');
  const fold = await finishedFold(page);
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  const folded = Number(await fold.getAttribute('data-count'));
  expect(folded).toBeGreaterThan(1);
  await fold.click();
  await expect(fold).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveURL(/open=/);
  // The finished units are back in the list, right after the fold.
  const after = page.locator('[data-index]').filter({ has: fold }).locator('xpath=following-sibling::*[1]');
  await expect(after.getByTestId('unit-row').or(after.getByTestId('item-row'))).toBeVisible();

  const liveChip = page.getByTestId('live-chip');
  expect((await liveChip.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await liveChip.click();
  await expect(liveChip).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('item-row')).toHaveCount(0);
  await expect(page.getByTestId('finished-fold')).toHaveCount(0);
  const rows = page.getByTestId('schedule-list').getByTestId('unit-row');
  await expect(rows).toHaveCount(live.length);
  expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-unit')))).toEqual(live);
});

test('back from a unit puts the long day list back where it was; the unit opens at the top', async ({
  page,
}) => {
  await page.goto('/schedule/days');
  await (await finishedFold(page)).click();
  await expect(page).toHaveURL(/open=/);
  // Deep in the unfolded day, far beyond what the first screen holds.
  await page.evaluate(() => window.scrollTo(0, 6000));
  // Rows measured on the way correct the position a little: wait until it settles.
  let last = -1;
  await expect
    .poll(async () => {
      const y = await scrollY(page);
      const settled = y === last && y > 3000;
      last = y;
      return settled;
    })
    .toBe(true);
  // The unit in the middle of the screen.
  const code = await page.evaluate(() =>
    document
      .elementsFromPoint(195, 500)
      .find((e) => e.matches('[data-testid="unit-row"]'))
      ?.getAttribute('data-unit'),
  );
  expect(code).toBeTruthy();
  const row = page.locator(`[data-testid="unit-row"][data-unit="${code}"]`);
  await expect(row).toBeVisible();
  const rowY = (await row.boundingBox())!.y;
  const before = await scrollY(page);

  await row.click();
  await expect(page).toHaveURL(new RegExp(`/results/${code}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/schedule\/days\?open=/);
  await expect.poll(async () => Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(50);
  // The same row where the reader left it.
  const again = page.locator(`[data-testid="unit-row"][data-unit="${code}"]`);
  await expect(again).toBeVisible();
  expect(Math.abs((await again.boundingBox())!.y - rowY)).toBeLessThanOrEqual(50);
});

test('a unit opened from deep in the day list opens at the top', async ({ page }) => {
  await page.goto('/schedule/days');
  await (await finishedFold(page)).click();
  await page.evaluate(() => window.scrollTo(0, 6000));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(3000);
  // A row on screen there (the list is virtualised: only rows near the viewport exist, drawn
  // a frame after the scroll), tapped as soon as it is found: a live update can redraw the
  // list and replace the rows between finding one and tapping it, so the pair is retried.
  let code = '';
  await expect(async () => {
    code = await page.evaluate(() => {
      const row = [...document.querySelectorAll<HTMLElement>('[data-testid="unit-row"]')].find(
        (el) => el.getBoundingClientRect().top > 200,
      );
      row?.click();
      return row?.getAttribute('data-unit') ?? '';
    });
    expect(code).not.toBe('');
    // The unit's own page, not the schedule's heading still on screen while its chunk loads.
    await expect(page.locator(`[data-testid="unit-page"][data-unit="${code}"]`)).toBeVisible({
      timeout: 5_000,
    });
  }).toPass({ timeout: 20_000 });
  expect(await scrollY(page)).toBe(0);
});

test("the sport page's On now lists today's running units", async ({ page, request }) => {
  const live = (await api<{ units: DayUnit[] }>(request, `/api/schedule/days/${DAY}?discipline=BKB`)).units
    .filter((u) => LIVE.has(u.schedule_status))
    .map((u) => u.code);
  expect(live.length).toBeGreaterThan(0);
  await page.goto('/discipline/BKB');
  const onNow = page.getByTestId('on-now').getByTestId('unit-row');
  await expect(onNow).toHaveCount(live.length);
  expect(await onNow.evaluateAll((els) => els.map((e) => e.getAttribute('data-unit')))).toEqual(live);
});
