import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { DAY } from './schedule-support';

/**
 * Without a pointer: every control below is reached with Tab and used with Enter, Space,
 * arrows and Escape only. Focus is always visible, the skip link leads to the content and a
 * navigation puts the focus on the new page's heading.
 */

test.use({ viewport: { width: 1280, height: 800 }, locale: 'en-US', timezoneId: 'America/Sao_Paulo' });

/** Presses Tab until `target` has the focus (at most `max` times), checking each stop shows it. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The focused element draws a ring: an outline or a box shadow. */
async function focusIsVisible(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { ok: false, what: 'body' };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    const r = el.getBoundingClientRect();
    return {
      ok: (outline || shadow) && r.width > 1 && r.height > 1,
      what: `${el.tagName.toLowerCase()} '${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}'`,
    };
  });
}

test('the skip link is the first stop and leads to the content; focus is visible on every stop', async ({
  page,
}) => {
  await page.goto('/schedule/grid');
  await expect(page.getByTestId('schedule-grid')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  const box = (await skip.boundingBox())!;
  expect(box.width).toBeGreaterThan(40);
  // The next 25 stops (header, tabs, filters, grid) all show where the focus is.
  const hidden: string[] = [];
  for (let i = 0; i < 25; i++) {
    const seen = await focusIsVisible(page);
    if (!seen.ok) hidden.push(seen.what);
    await page.keyboard.press('Tab');
  }
  expect(hidden, `focus not visible on: ${hidden.join(', ')}`).toEqual([]);

  await page.goto('/schedule/grid');
  await expect(page.getByTestId('schedule-grid')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#content')).toBeFocused();
  // The next Tab continues inside the content, past the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('#content'))).toBe(true);
});

test('the menu: a header link opens its page and the focus moves to its heading', async ({ page }) => {
  await page.goto('/schedule/grid');
  await expect(page.getByTestId('schedule-grid')).toBeVisible();
  const medals = page.getByRole('banner').getByRole('link', { name: 'Medals' });
  await tabTo(page, medals);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/medals\/all$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  // The overflow menu ("More") opens with Enter, walks with arrows and closes with Escape.
  await page.setViewportSize({ width: 1024, height: 800 });
  const more = page.getByRole('banner').getByRole('button', { name: 'More' });
  await tabTo(page, more);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menu').getByRole('menuitem').nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(more).toBeFocused();
});

test('a schedule filter works from the keyboard', async ({ page }) => {
  await page.goto('/schedule/grid');
  await expect(page.getByTestId('schedule-grid')).toBeVisible();
  const meetings = page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Meetings' });
  await tabTo(page, meetings);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/filter=meeting/);
  // A filter is not a new page: the focus stays on the control.
  await expect(
    page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Meetings' }),
  ).toBeFocused();
});

test('the time-zone picker works from the keyboard', async ({ page }) => {
  await page.goto(`/schedule/days?day=${DAY}&discipline=SWM`);
  const zone = page.getByTestId('zone-name');
  await expect(zone).toContainText('My time');
  await tabTo(page, page.getByRole('button', { name: 'Show games time' }));
  await page.keyboard.press('Space');
  await expect(zone).toContainText('Games time (Baku · GMT+4)');
});

test('a dialog keeps the focus inside, closes with Escape and gives it back', async ({ page }) => {
  await page.goto('/schedule/grid');
  await expect(page.getByTestId('schedule-grid')).toBeVisible();
  const settings = page.getByRole('button', { name: 'Settings' });
  await tabTo(page, settings);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The page behind is inert: Tab walks the dialog's controls (and may pass through the
  // browser's own bar, where the page has no focus), never a control behind the dialog.
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    const where = await dialog.evaluate((d) =>
      d.contains(document.activeElement)
        ? 'dialog'
        : document.activeElement === document.body
          ? 'none'
          : 'page',
    );
    expect(where).not.toBe('page');
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(settings).toBeFocused();
});

test('the toaster: alt+T reaches the toasts, Escape leaves, the close button dismisses', async ({ page }) => {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type('nobody-here');
  await page.keyboard.press('Tab');
  await page.keyboard.type('wrong-password-123');
  await page.keyboard.press('Enter');
  const toasts = page.locator('[data-sonner-toaster]');
  const toast = toasts.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  await page.keyboard.press('Alt+KeyT');
  await expect(toast).toHaveAttribute('data-expanded', 'true');
  expect(
    await toasts.evaluate((t) => t === document.activeElement || t.contains(document.activeElement)),
  ).toBe(true);
  const close = toasts.getByRole('button', { name: /close/i }).first();
  await tabTo(page, close, 3);
  await page.keyboard.press('Escape');
  await expect(toast).toHaveAttribute('data-expanded', 'false');
  await page.keyboard.press('Alt+KeyT');
  await tabTo(page, close, 3);
  await page.keyboard.press('Enter');
  await expect(toasts.locator('[data-sonner-toast]')).toHaveCount(0);
});
