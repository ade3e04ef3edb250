import type { APIRequestContext, Page } from '@playwright/test';
import { medalTable } from '../src/shared/domain/medal-table';
import { test, expect } from './fixtures';

type Medal = 'gold' | 'silver' | 'bronze';
interface MedalEvents {
  events: {
    discipline: string;
    gender: string;
    division: number;
    medallists: { medal: Medal; competitor: { delegation: string; name: string } }[];
  }[];
}
interface Row {
  rank: number;
  delegation: string;
  gold: number;
  silver: number;
  bronze: number;
  total: number;
}

/**
 * The medal table the medallists listed by the API add up to. The ranking rules themselves are
 * medal-table.test.ts's; here the page must agree with the medallists under every filter.
 */
async function expectedTable(
  request: APIRequestContext,
  keep: (e: MedalEvents['events'][number]) => boolean = () => true,
): Promise<Row[]> {
  const [medallists, delegations] = await Promise.all([
    request.get('/api/medals/events').then((r) => r.json() as Promise<MedalEvents>),
    request
      .get('/api/delegations')
      .then((r) => r.json() as Promise<{ items: { code: string; name: string }[] }>),
  ]);
  const names = new Map(delegations.items.map((d) => [d.code, d.name]));
  const awards = medallists.events
    .filter(keep)
    .flatMap((e) => e.medallists.map((m) => ({ delegation: m.competitor.delegation, medal: m.medal })));
  return medalTable(awards, (code) => names.get(code) ?? code).map(({ name: _name, ...row }) => row);
}

/** The rows the page shows, read from the table cells. */
async function shownTable(page: Page): Promise<(Row & { label: string })[]> {
  await expect(page.getByTestId('medal-row').first()).toBeVisible();
  return page.getByTestId('medal-row').evaluateAll((rows) =>
    rows.map((tr) => {
      const cell = (sel: string) => Number(tr.querySelector(sel)!.textContent!.trim());
      const label = tr.querySelector('[data-testid="medal-rank"]')!.textContent!.trim();
      return {
        label,
        rank: Number(label.replace('=', '')),
        delegation: tr.getAttribute('data-delegation')!,
        gold: cell('[data-medal="gold"]'),
        silver: cell('[data-medal="silver"]'),
        bronze: cell('[data-medal="bronze"]'),
        total: cell('[data-testid="medal-total"]'),
      };
    }),
  );
}

/** Waits until the shown rows (without the rank labels) equal the expected ones. */
async function expectTable(page: Page, expected: Row[]) {
  await expect
    .poll(async () => (await shownTable(page)).map(({ label: _l, ...row }) => row), { timeout: 10_000 })
    .toEqual(expected);
}

const sum = (rows: Row[], key: keyof Omit<Row, 'delegation'>) => rows.reduce((s, r) => s + r[key], 0);

test.beforeEach(async ({ page }) => {
  // No network here: answer the flag service with a tiny image.
  await page.route(/flagcdn\.com/, (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="53"><rect width="80" height="53" fill="#369"/></svg>',
    }),
  );
});

test('/medals redirects to the overall table, ordered and totalled as the medallists say', async ({
  page,
  request,
}) => {
  const expected = await expectedTable(request);
  expect(expected.length).toBeGreaterThan(5);
  await page.goto('/medals');
  await expect(page).toHaveURL(/\/medals\/all$/);
  const shown = await shownTable(page);
  expect(shown.map(({ label: _l, ...row }) => row)).toEqual(expected);
  // Every row's total is its gold + silver + bronze.
  for (const row of shown) expect(row.total).toBe(row.gold + row.silver + row.bronze);
  const totals = page.getByTestId('medal-totals');
  await expect(totals.locator('[data-medal="gold"]')).toHaveText(String(sum(expected, 'gold')));
  await expect(totals.locator('[data-medal="silver"]')).toHaveText(String(sum(expected, 'silver')));
  await expect(totals.locator('[data-medal="bronze"]')).toHaveText(String(sum(expected, 'bronze')));
  await expect(totals.locator('td').last()).toHaveText(String(sum(expected, 'total')));
});

test('a shared rank reads "=N" on every tied row', async ({ page, request }) => {
  // Find a sport whose table (computed here) has a tie.
  const all = (await request.get('/api/medals/events').then((r) => r.json())) as MedalEvents;
  const sports = [...new Set(all.events.map((e) => e.discipline))];
  let found: { sport: string; rows: Row[] } | undefined;
  for (const sport of sports) {
    const rows = await expectedTable(request, (e) => e.discipline === sport);
    if (rows.some((r, i) => rows[i - 1]?.rank === r.rank)) {
      found = { sport, rows };
      break;
    }
  }
  expect(found, 'some sport has a tie in the demo games').toBeDefined();
  await page.goto(`/medals/all/${found!.sport}`);
  const shown = await shownTable(page);
  expect(shown.map(({ label: _l, ...row }) => row)).toEqual(found!.rows);
  const tied = found!.rows.filter((r) => found!.rows.filter((o) => o.rank === r.rank).length > 1);
  expect(tied.length).toBeGreaterThan(1);
  for (const row of tied)
    await expect(
      page.locator(
        `[data-testid="medal-row"][data-delegation="${row.delegation}"] [data-testid="medal-rank"]`,
      ),
    ).toHaveText(`=${row.rank}`);
  const alone = shown.filter((r) => !tied.some((t) => t.delegation === r.delegation));
  for (const row of alone) expect(row.label).toBe(String(row.rank));
});

test('gender and division tabs filter the table as the medallists say', async ({ page, request }) => {
  await page.goto('/medals/all');
  await page.getByRole('tablist', { name: 'Gender' }).getByRole('tab', { name: 'Women' }).click();
  await expect(page).toHaveURL(/\/medals\/women$/);
  const women = await expectedTable(request, (e) => e.gender === 'W');
  await expectTable(page, women);

  await page.getByRole('tablist', { name: 'Gender' }).getByRole('tab', { name: 'Mixed' }).click();
  await expect(page).toHaveURL(/\/medals\/mixed$/);
  const mixed = await expectedTable(request, (e) => e.gender === 'X');
  await expectTable(page, mixed);

  // Division tabs combine with the gender: mixed events of the first division.
  await page.getByRole('tablist', { name: 'Division' }).getByRole('tab', { name: 'First' }).click();
  await expect(page).toHaveURL(/\/medals\/mixed-first$/);
  const mixedFirst = await expectedTable(request, (e) => e.gender === 'X' && e.division === 1);
  await expectTable(page, mixedFirst);

  await page.getByRole('tablist', { name: 'Gender' }).getByRole('tab', { name: 'All' }).click();
  await page.getByRole('tablist', { name: 'Division' }).getByRole('tab', { name: 'Second' }).click();
  await expect(page).toHaveURL(/\/medals\/second$/);
  // The demo games hold archery's second and third divisions.
  const second = await expectedTable(request, (e) => e.division === 2);
  expect(second.length).toBeGreaterThan(0);
  await expectTable(page, second);

  await page.getByRole('tablist', { name: 'Division' }).getByRole('tab', { name: 'Third' }).click();
  await expect(page).toHaveURL(/\/medals\/third$/);
  const third = await expectedTable(request, (e) => e.division === 3);
  expect(third.length).toBeGreaterThan(0);
  await expectTable(page, third);
});

test("a delegation row opens that delegation's medallists from anywhere on it", async ({ page, request }) => {
  const [first] = await expectedTable(request);
  await page.goto('/medals/all');
  // A tap on the row's gold count, not on the name: the link is stretched over the row.
  const gold = page.locator(
    `[data-testid="medal-row"][data-delegation="${first!.delegation}"] [data-medal="gold"]`,
  );
  const box = (await gold.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(new RegExp(`/medals/winners\\?delegation=${first!.delegation}$`));
  await expect(page.getByTestId('delegation-medallists')).toBeVisible();
  const medallists = page.getByTestId('medallist');
  // One line per medal won (team medals are one competitor each).
  await expect(medallists).toHaveCount(first!.total);
  await expect(medallists.and(page.locator(`[data-delegation="${first!.delegation}"]`))).toHaveCount(
    first!.total,
  );
  await expect(medallists.and(page.locator('[data-medal="gold"]'))).toHaveCount(first!.gold);
  await expect(medallists.and(page.locator('[data-medal="bronze"]'))).toHaveCount(first!.bronze);
  // An athlete medallist opens their profile, which lists that medal.
  const athlete = medallists.filter({ has: page.locator('a[href*="/participants/profile/"]') }).first();
  // The athlete's own link (the flag beside it opens the delegation).
  const profile = athlete.locator('a[href*="/participants/profile/"]');
  const name = (await profile.innerText()).trim();
  await profile.click();
  await expect(page).toHaveURL(/\/participants\/profile\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(name.split(' ')[0]!, 'i'));
  await expect(page.getByTestId('profile-medals')).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'All delegations' }).click();
  await expect(page).toHaveURL(/\/medals\/winners$/);
});

test("a row's delegation code shows beside its name from a small tablet up, and is not built on a phone", async ({
  page,
  request,
}) => {
  const [first] = await expectedTable(request);
  const row = page.locator(`[data-testid="medal-row"][data-delegation="${first!.delegation}"]`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/medals/all');
  await expect(row.getByRole('link')).toBeVisible();
  await expect(row.getByText(first!.delegation, { exact: true })).toHaveCount(0);
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(row.getByText(first!.delegation, { exact: true })).toBeVisible();
});

test("the results tab lists a sport's medal events with their podium and a link to full results", async ({
  page,
  request,
}) => {
  const events = (await request.get('/api/disciplines/SWM/events').then((r) => r.json())) as {
    events: { code: string; medal_event: boolean }[];
  };
  await page.goto('/medals/results');
  await expect(page.getByText('Choose a sport to see its medal events')).toBeVisible();
  await page.getByLabel('Sport').selectOption('SWM');
  await expect(page).toHaveURL(/\/medals\/results\/SWM$/);
  await expect(page.getByTestId('medal-event')).toHaveCount(
    events.events.filter((e) => e.medal_event).length,
  );
  const firstCard = page.getByTestId('medal-event').first();
  await expect(firstCard.getByRole('link', { name: 'Full results' })).toHaveAttribute(
    'href',
    /\/schedule\/classification\?event=SWM/,
  );
});

test('/medal-test shows the medal components', async ({ page }) => {
  await page.goto('/medal-test');
  await expect(page.getByRole('heading', { name: 'Medal components' })).toBeVisible();
  await expect(page.getByTestId('medal-rank').filter({ hasText: '=3' })).toHaveCount(2);
  await expect(page.getByTestId('medal-rank').filter({ hasText: '=6' })).toHaveCount(2);
  // The broken flag shows its code, never a broken image.
  await expect(page.locator('[data-flag-fallback="ERR"]')).toHaveText('ERR');
});

test('on a phone the filters fold into one control and the table starts in the first screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/medals/all');
  const firstRow = page.getByTestId('medal-row').first();
  await expect(firstRow).toBeVisible();
  expect((await firstRow.boundingBox())!.y + 40).toBeLessThan(844);
  const fold = page.getByRole('button', { name: /^Filters/ });
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('tablist', { name: 'Gender' })).toBeHidden();
  await fold.click();
  await page.getByRole('tablist', { name: 'Gender' }).getByRole('tab', { name: 'Women' }).click();
  await expect(page).toHaveURL(/\/medals\/women$/);
  await expect(page.getByTestId('medal-filters-summary')).toHaveText('Women');
});
