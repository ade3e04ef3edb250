import { test, expect } from './fixtures';
import { api, RELAY, type Unit } from './schedule-support';
import type { Page } from '@playwright/test';

/**
 * Results read on a phone (390x844): one short row per competitor with the result in
 * sight, rank and name fixed while the rest scrolls sideways, splits behind a tap; and
 * the full table on a desktop. The units are found through the API, as a reader would.
 */

// The first open of a unit page loads the app and the unit's results: on a busy machine
// that alone can take longer than an assertion's usual wait.
const FIRST_LOAD = 20_000;

type Row = {
  competitor: { name: string };
  result: string | null;
  extras: { splits?: { distance: string }[] } | null;
  members?: { name: string; order: number | null }[];
};

async function triathlonFinal(request: Parameters<typeof api>[0]) {
  const schedule = await api<{ days: { units: (Unit & { result_status: string })[] }[] }>(
    request,
    '/api/schedule/disciplines/TRI',
  );
  const unit = schedule.days
    .flatMap((d) => d.units)
    .find((u) => u.code.startsWith('TRIMIND') && u.result_status === 'OFFICIAL');
  expect(unit, 'an official men’s triathlon final').toBeDefined();
  return unit!.code;
}

async function expectCompactRows(page: Page, results: Row[]) {
  const table = page.getByTestId('results-table');
  const rows = page.getByTestId('result-row');
  await expect(rows.first()).toBeVisible({ timeout: FIRST_LOAD });
  await expect(rows).toHaveCount(results.length);
  const viewport = page.viewportSize()!;
  for (let i = 0; i < Math.min(5, results.length); i++) {
    const row = rows.nth(i);
    const box = (await row.boundingBox())!;
    expect(box.height, `row ${i + 1} height`).toBeLessThanOrEqual(56);
    expect(box.height, `row ${i + 1} is one tap high`).toBeGreaterThanOrEqual(44);
    // The result is in full sight: inside the viewport and not cut inside its cell.
    const result = row.locator('td[data-col="result"]');
    // (Record marks such as GR may stand before the result in the same cell.)
    await expect(result).toContainText(results[i]!.result!);
    const cell = (await result.boundingBox())!;
    expect(cell.x + cell.width, `row ${i + 1} result inside the screen`).toBeLessThanOrEqual(viewport.width);
    expect(await result.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  await expect(table.locator('th[data-col="difference"]')).toBeVisible();
}

async function expectNameStaysWhenScrolled(page: Page) {
  const name = page.getByTestId('result-name').first();
  const before = (await name.boundingBox())!;
  const scroller = page.getByTestId('results-table').locator('xpath=..');
  const scrolled = await scroller.evaluate((el) => {
    el.scrollLeft = el.scrollWidth;
    return el.scrollLeft;
  });
  expect(scrolled, 'the table scrolls sideways').toBeGreaterThan(0);
  const after = (await name.boundingBox())!;
  expect(after.x).toBeCloseTo(before.x, 0);
  await scroller.evaluate((el) => (el.scrollLeft = 0));
}

async function expectSplitsOnTap(page: Page, row: Row, index: number) {
  const button = page.getByTestId('result-row').nth(index).getByRole('button');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('result-details')).toHaveCount(0);
  // A tap anywhere on the row opens it, not only on the name.
  await page.getByTestId('result-row').nth(index).locator('td[data-col="result"]').tap();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const details = page.getByTestId('result-details');
  await expect(details).toContainText(row.competitor.name);
  const marks = row.extras!.splits!.map((s) => s.distance);
  await expect(details.getByTestId('result-splits').locator('tbody th')).toHaveText(marks);
  // The keyboard works the same switch.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(details).toHaveCount(0);
}

test.describe('results on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'en-US' });

  test('a triathlon: short rows, result in sight, name fixed, splits on tap', async ({ page, request }) => {
    const code = await triathlonFinal(request);
    const { results } = await api<{ results: Row[] }>(request, `/api/units/${code}`);
    await page.clock.install({ time: new Date('2026-07-16T14:30:00Z') });
    await page.goto(`/discipline/TRI/results/${code}/results`);
    await expectCompactRows(page, results);
    // Names read as the feed gives them, as on a wide screen (an ellipsis cuts only what has no room).
    await expect(page.getByTestId('compact-name')).toHaveText(results.map((r) => r.competitor.name));
    // Splits are not a column on a phone: they open under the row.
    await expect(page.getByTestId('results-table').locator('th[data-col="splits"]')).toHaveCount(0);
    await expectSplitsOnTap(page, results[1]!, 1);
  });

  test('a relay: legs on tap, rank and name stay while the row scrolls sideways', async ({
    page,
    request,
  }) => {
    const relay = await api<{ results: Row[] }>(request, `/api/units/${RELAY}`);
    const triRelay = (await api<{ days: { units: Unit[] }[] }>(request, '/api/schedule/disciplines/TRI')).days
      .flatMap((d) => d.units)
      .find((u) => u.code.startsWith('TRIXRELAY'))!;
    await page.clock.install({ time: new Date('2026-07-16T14:30:00Z') });
    await page.goto(`/discipline/ATH/results/${RELAY}/results`);
    await expectCompactRows(page, relay.results);
    await expectSplitsOnTap(page, relay.results[0]!, 0);
    // The opened row lists the team's four runners, as the API gives them.
    const runners = relay.results[1]!.members!.map((m) => m.name);
    expect(runners).toHaveLength(4);
    await page.getByTestId('result-row').nth(1).getByRole('button').tap();
    await expect(page.getByTestId('result-details').getByTestId('team-member')).toHaveText(runners);

    // The mixed triathlon relay has one column more than fits (its exact time).
    await page.goto(`/discipline/TRI/results/${triRelay.code}/results`);
    await expect(page.getByTestId('result-row').first()).toBeVisible({ timeout: FIRST_LOAD });
    await expectNameStaysWhenScrolled(page);
  });

  test("the sport's open section and the chosen day are scrolled into the middle of their strips", async ({
    page,
  }) => {
    /** The item's centre, from the left edge of the screen (the strips span the screen). */
    const centre = async (item: ReturnType<Page['locator']>) => {
      const box = (await item.boundingBox())!;
      return box.x + box.width / 2;
    };
    await page.goto('/discipline/SWM/finalrank');
    const nav = page.getByRole('navigation', { name: 'Sport sections' });
    const finalRank = nav.getByRole('link', { name: 'Final rank' });
    await expect(finalRank).toHaveAttribute('aria-current', 'page');
    // The last of seven sections is off a phone's screen unless the strip scrolls to it.
    await expect.poll(() => centre(finalRank)).toBeLessThanOrEqual(390);
    await expect.poll(() => nav.locator('ul').evaluate((ul) => ul.scrollLeft)).toBeGreaterThan(0);

    await page.goto('/schedule/days?day=2026-07-15');
    const chosen = page.getByTestId('day-picker').locator('[aria-pressed="true"]');
    await expect(chosen).toHaveAttribute('data-day', '2026-07-15');
    await expect.poll(async () => Math.abs((await centre(chosen)) - 195)).toBeLessThan(40);
  });
});

test.describe('results on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });

  test('every column shows, splits included, with no row to open', async ({ page, request }) => {
    const code = await triathlonFinal(request);
    const { results } = await api<{ results: Row[] }>(request, `/api/units/${code}`);
    await page.goto(`/discipline/TRI/results/${code}/results`);
    const table = page.getByTestId('results-table');
    await expect(table).toBeVisible({ timeout: FIRST_LOAD });
    await expect(table.locator('th[data-col]')).toHaveText(['Result', 'Difference', 'Splits']);
    const first = page.getByTestId('result-row').first();
    for (const s of results[0]!.extras!.splits!)
      await expect(first.locator('td[data-col="splits"]')).toContainText(s.distance);
    await expect(first.getByRole('button')).toHaveCount(0);
    const box = (await table.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
  });
});
