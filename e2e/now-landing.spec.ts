import type { Locator, Page } from '@playwright/test';
import { test, expect as baseExpect } from './fixtures';
import { api } from './schedule-support';

/**
 * "Now" first, on a phone during a competition afternoon (18:30 in Baku on day 7, the demo's
 * "now"): the first screen shows the units on now with who and the score, the live strip tells
 * its units apart by who and the score, a field event under way shows its marks, and one tap
 * opens a unit, on the web and in the Android app (whose login screen comes first).
 */
const expect = baseExpect.configure({ timeout: 15_000 });
const AT = '2026-07-16T14:30Z';

test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Baku', locale: 'en-US' });
test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date('2026-07-16T14:30:00Z') });
});

type Leader = { rank: number | null; name: string; mark: string | null };
type NowUnit = {
  code: string;
  discipline: string;
  match: { sides: { delegation: string; score: string | null }[] } | null;
  leaders: Leader[];
};
type Now = { live: NowUnit[]; next: NowUnit[]; finished: NowUnit[] };

/** Fully inside the first screen, with no scrolling. */
async function onFirstScreen(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  const view = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(view.width);
  expect(box.y + box.height).toBeLessThanOrEqual(view.height);
}

/** A live card naming both teams with a score, on the first screen. */
async function liveMatchCard(page: Page, now: Now) {
  const match = now.live.find((u) => u.match)!;
  const card = page.locator(`[data-testid="now-live"][data-unit="${match.code}"]`);
  await expect(card.getByTestId('now-side')).toHaveCount(2);
  await expect(card.getByTestId('now-score').first()).toHaveText(match.match!.sides[0]!.score!);
  await onFirstScreen(page, card);
  return { card, match };
}

test('the web landing opens on now: live cards, next, finished, a strip with scores, marks', async ({
  page,
  request,
  consoleErrors,
}) => {
  const now = await api<Now>(request, `/api/now?at=${AT}`);
  expect(now.live.length).toBeGreaterThan(1);
  await page.goto('/');
  await expect(page).toHaveURL(/\/schedule\/grid$/);
  const section = page.getByTestId('now-section');
  await expect(section.getByTestId('now-live')).toHaveCount(now.live.length);
  await liveMatchCard(page, now);
  await expect(section.getByTestId('now-next')).toHaveCount(now.next.length);
  await expect(section.getByTestId('now-finished')).toHaveCount(now.finished.length);
  // Winners of what just finished; the grid is still there below.
  await expect(
    section
      .getByTestId('now-finished')
      .first()
      .getByTestId('now-side')
      .or(section.getByTestId('now-finished').first().getByTestId('now-leader'))
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId('grid-cell').first()).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A field event under way: its leader and mark on its card.
  const field = now.live.find((u) => !u.match && u.leaders[0]?.mark)!;
  expect(field, 'a live unit with marks').toBeDefined();
  const fieldCard = section.locator(`[data-testid="now-live"][data-unit="${field.code}"]`);
  await expect(fieldCard.getByTestId('now-mark').first()).toHaveText(field.leaders[0]!.mark!);

  // The day list's strip: one card per unit, told apart by who and the score.
  await page.goto('/schedule/days');
  const strip = page.getByTestId('live-strip-unit');
  await expect(strip).toHaveCount(now.live.length);
  await expect(
    strip
      .getByTestId('live-strip-who')
      .filter({ hasText: /^[A-Z]{3} \d+–\d+ [A-Z]{3}/ })
      .first(),
  ).toBeVisible();
  await expect(
    page.locator(`[data-testid="live-strip-unit"][data-unit="${field.code}"]`).getByTestId('live-strip-who'),
  ).toHaveText(new RegExp(`^1\\. \\S.* ${field.leaders[0]!.mark!.replace('.', '\\.')}$`));
  const texts = await strip.allInnerTexts();
  expect(new Set(texts).size).toBe(texts.length);

  // The field event's page shows the marks so far, not only its start list; then a heat that
  // is over reads "Official", not "Final".
  await page.locator(`[data-testid="live-strip-unit"][data-unit="${field.code}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/results/${field.code}$`));
  const leader = page.getByTestId('leader-row').first();
  await expect(leader).toContainText(field.leaders[0]!.mark!);
  await expect(page.getByTestId('unit-status')).toHaveText(/^Live/);
  const done = now.finished.find((u) => !u.match)!;
  await page.goto(`/discipline/${done.discipline}/results/${done.code}`);
  await expect(page.getByTestId('unit-status')).toHaveText(/^(Official|Unofficial|Under protest|Finished)$/);
  // Flag images come from a flag service this machine cannot reach; nothing else may fail.
  expect(consoleErrors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
});

test('the Android app shows now on its first screen, and a tap opens the unit', async ({ page, request }) => {
  await page.addInitScript(() => {
    (window as unknown as { Capacitor: unknown }).Capacitor = {
      isNativePlatform: () => true,
      getPlatform: () => 'android',
      Plugins: {},
    };
  });
  const now = await api<Now>(request, `/api/now?at=${AT}`);
  await page.goto('/');
  // The product sends a phone with no login state to the login screen: now is shown there.
  await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
  const { card, match } = await liveMatchCard(page, now);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/results/${match.code}$`));
  await expect(page.locator(`[data-testid="unit-page"][data-unit="${match.code}"]`)).toBeVisible();
  // In as a guest: back on the home screen, now comes before the tiles.
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await liveMatchCard(page, now);
  const tiles = (await page.getByTestId('menu-left').boundingBox())!;
  const section = (await page.getByTestId('now-section').boundingBox())!;
  expect(section.y).toBeLessThan(tiles.y);
});
