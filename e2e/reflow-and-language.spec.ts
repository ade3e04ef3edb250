import type { Page } from '@playwright/test';
import { test, expect, openSettings } from './fixtures';
import { RELAY } from './schedule-support';

/**
 * Reflow (no horizontal page scrolling at 320 CSS px and at 200 % text), reduced motion, and
 * the reader's language: switching keeps the page and the scroll position, and a prefixed
 * link is remembered like a language chosen in the settings.
 */

test.use({ locale: 'en-US' });
test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date('2026-07-16T14:30:00Z') });
});

const MAIN_SCREENS = [
  '/schedule/grid',
  '/schedule/days',
  `/discipline/ATH/results/${RELAY}/results`,
  '/medals/all',
  '/participants/athletes',
  '/login',
];

/** The page's own horizontal overflow (a wide table may scroll inside its own box). */
async function pageOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('no horizontal scrolling at 320 CSS px on the main screens', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 320, height: 640 });
  const wide: string[] = [];
  for (const url of MAIN_SCREENS) {
    await page.goto(url);
    await page.locator('main h1, main [role=heading]').first().waitFor();
    const over = await pageOverflow(page);
    if (over > 1) wide.push(`${url}: ${over}px`);
  }
  expect(wide, wide.join(', ')).toEqual([]);
});

test('no horizontal scrolling at 200 % text size on the main screens', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const wide: string[] = [];
  for (const url of MAIN_SCREENS) {
    await page.goto(url);
    await page.locator('main h1, main [role=heading]').first().waitFor();
    // The browser's text-size setting scales the root font size; every size here is in rem.
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    // The header's menu refits to the larger text once the browser has laid it out and the
    // page has drawn again: on a busy machine that takes longer than any fixed pause, so the
    // page is given a few seconds to settle, and what overflows then is recorded.
    await expect
      .poll(() => pageOverflow(page), { timeout: 5_000 })
      .toBeLessThanOrEqual(1)
      .catch(() => {});
    const over = await pageOverflow(page);
    if (over > 1) wide.push(`${url}: ${over}px`);
  }
  expect(wide, wide.join(', ')).toEqual([]);
});

test('reduced motion: transitions and animations are cut short', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/schedule/grid');
  const cell = page.getByTestId('grid-cell').first();
  await expect(cell).toBeVisible();
  const duration = await cell.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
  expect(duration).toBeLessThan(0.001);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const normal = await cell.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
  expect(normal).toBeGreaterThan(0.05);
});

test('switching language keeps the page and the scroll position', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/participants/athletes');
  await expect(page.getByTestId('athlete-count')).toBeVisible();
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const before = await page.evaluate(() => window.scrollY);
  const path = new URL(page.url()).pathname;

  const dialog = await openSettings(page);
  await dialog.getByRole('button', { name: /Português/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(path);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 40);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 40);
});

test('a prefixed link is remembered in the locale cookie, so the next visit to / opens in it', async ({
  page,
  context,
}) => {
  await page.goto('/spa/medals');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('spa');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calendario');
});
