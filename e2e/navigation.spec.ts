import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { test, expect, throughRetries } from './fixtures';
import { homeMenu } from '../src/client/app/menu';
import { isMenuEntryVisible } from '../src/client/app/guard';

const PHONE = { width: 390, height: 844 };
const LOCALES = [
  { prefix: '', tag: 'en-US' },
  { prefix: '/spa', tag: 'es-ES' },
  { prefix: '/por', tag: 'pt-PT' },
  { prefix: '/aze', tag: 'az-AZ' },
] as const;

type Texts = { nav: Record<string, string>; menu: Record<string, string>; offline: Record<string, string> };
const texts = (tag: string): Texts =>
  JSON.parse(fs.readFileSync(`src/client/locales/${tag}/common.json`, 'utf8')) as Texts;
const label = (tag: string, key: string) => texts(tag).menu[key.replace(/^menu\./, '')]!;

/** What the route table and the guard's menu rules give a visitor of the web site, not logged in. */
const webMenu = homeMenu().filter((entry) =>
  isMenuEntryVisible(entry, {
    platform: 'web',
    loginEnabled: true,
    user: { isLoggedIn: false, loginType: null },
  }),
);

async function expectTouchSize(targets: Locator) {
  const boxes = await targets.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { text: el.textContent?.trim() || el.getAttribute('aria-label'), w: r.width, h: r.height };
    }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box.w, `${box.text} width`).toBeGreaterThanOrEqual(44);
    expect(box.h, `${box.text} height`).toBeGreaterThanOrEqual(44);
  }
}

const fixedNavCount = (page: Page) =>
  page
    .locator('nav')
    .evaluateAll(
      (navs) =>
        navs.filter((n) => getComputedStyle(n).position === 'fixed' && n.getClientRects().length > 0).length,
    );

test.describe('phone', () => {
  test.use({ viewport: PHONE });

  test('a sport page has one bottom bar and its sections as a tab strip', async ({ page }) => {
    await page.goto('/discipline/ATH');
    await expect(page.getByRole('heading', { level: 1, name: 'Athletics' })).toBeVisible();
    expect(await fixedNavCount(page)).toBe(1);
    const strip = page.getByRole('navigation', { name: 'Sport sections' });
    await expect(strip).toBeVisible();
    await expect(strip.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expectTouchSize(strip.getByRole('link'));
    await expectTouchSize(page.getByTestId('bottom-nav').getByRole('link'));

    // The last section, off-screen at first, is scrolled into view once open.
    await strip.getByRole('link', { name: 'Final rank' }).click();
    await expect(page).toHaveURL(/\/discipline\/ATH\/finalrank$/);
    const active = strip.locator('[aria-current="page"]');
    await expect(active).toHaveText('Final rank');
    await expect(active).toBeInViewport({ ratio: 0.99 });
    expect(await fixedNavCount(page)).toBe(1);
  });

  test('bottom tab labels are whole in every language', async ({ page }) => {
    for (const { prefix } of LOCALES) {
      await page.goto(`${prefix}/schedule/grid`);
      const labels = page.getByTestId('bottom-nav').locator('a span');
      await expect(labels).toHaveCount(5);
      const cut = await labels.evaluateAll((els) =>
        els.filter((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight + 1),
      );
      expect(cut, prefix).toHaveLength(0);
      const sizes = await labels.evaluateAll((els) =>
        els.map((el) => parseFloat(getComputedStyle(el).fontSize)),
      );
      for (const size of sizes) expect(size).toBeGreaterThanOrEqual(12);
    }
  });

  test('"More" reaches every menu entry the guard allows, and the login', async ({ page }) => {
    await page.goto('/schedule/grid');
    const tabs = page.getByTestId('bottom-nav');
    await tabs.getByRole('link', { name: 'More' }).click();
    await expect(page).toHaveURL(/\/more$/);
    await expect(tabs.getByRole('link', { name: 'More' })).toHaveAttribute('aria-current', 'page');

    const list = page.getByTestId('more-menu').getByRole('link');
    await expect(list).toHaveCount(webMenu.length);
    for (const [i, entry] of webMenu.entries()) {
      await expect(list.nth(i)).toHaveAccessibleName(label('en-US', entry.labelKey));
      await expect(list.nth(i)).toHaveAttribute('href', entry.to);
    }
    await expectTouchSize(page.getByRole('main').getByRole('link'));

    // The entries the old tab bar left out open from here, and so do the login and settings.
    const main = page.getByRole('main');
    for (const [name, url] of [
      ['Reports', /\/reports$/],
      ['Venues', /\/venues$/],
      ['Ambassadors', /\/ambassadors$/],
      ['Log in', /\/login$/],
      ['Settings', /\/settings$/],
    ] as const) {
      await main.getByRole('link', { name }).click();
      await expect(page).toHaveURL(url);
      if (name === 'Log in') await page.goBack();
      else await tabs.getByRole('link', { name: 'More' }).click();
      await expect(page).toHaveURL(/\/more$/);
    }
  });

  test('the shell draws while /api/config is held back, then the page fills in', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/config', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/medals/all', { waitUntil: 'commit' });
    const tabs = page.getByTestId('bottom-nav');
    // Only the app's own code is awaited (slow on a busy machine), not the config.
    await expect(tabs.getByRole('link', { name: 'Medals' })).toBeVisible({ timeout: 20_000 });
    await expect(tabs.getByRole('link', { name: 'More' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible(); // the brand
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0); // the page waits for the guard
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Medals');
  });

  test('with the API unreachable: the offline state, and Retry loads the page', async ({ page }) => {
    // Network errors are retried with back-off (1 s, 2 s, 4 s) first, on the fake clock here.
    await page.clock.install();
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/participants/athletes');
    const offline = page.getByTestId('offline-state');
    await throughRetries(page, () => expect(offline).toContainText('You are offline', { timeout: 500 }));
    await expect(offline).toContainText('cannot reach the games server');
    await expect(page.getByText('Technical details')).toHaveCount(0);
    await expect(page.getByTestId('bottom-nav')).toBeVisible(); // the app stays around it
    await expectTouchSize(offline.getByRole('button'));

    await page.unrouteAll();
    await offline.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('athlete-row').first()).toBeVisible();
    await expect(offline).toHaveCount(0);
  });

  test('a 503 from the server is the offline state, translated, with a working Retry', async ({ page }) => {
    await page.clock.install(); // 5xx are retried with back-off before the state shows
    let down = true;
    await page.route('**/api/config', (route) =>
      down
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' })
        : route.continue(),
    );
    await page.goto('/spa/medals/all');
    const offline = page.getByTestId('offline-state');
    await throughRetries(page, () =>
      expect(offline).toContainText(texts('es-ES').offline.title!, { timeout: 500 }),
    );
    await expect(page.getByTestId('error-status')).toHaveCount(0);
    down = false;
    await offline.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Medallas');
  });
});

test('each screen size draws only its own menu, and a resize swaps them', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/medals/all');
  await expect(page.getByTestId('bottom-nav')).toBeVisible();
  // The wide-screen menu (and its measuring copy) is not built on a phone at all.
  await expect(page.getByRole('banner').locator('nav')).toHaveCount(0);
  await expect(page.getByTestId('header-nav-label')).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  const menu = page.getByRole('banner').getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Medals' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('bottom-nav')).toHaveCount(0);

  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('bottom-nav').getByRole('link', { name: 'Medals' })).toBeVisible();
  await expect(page.getByRole('banner').locator('nav')).toHaveCount(0);
});

test.describe('desktop header', () => {
  for (const width of [1024, 1280]) {
    for (const { prefix, tag } of LOCALES) {
      test(`${width} px, ${tag}: whole labels, the rest under More`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${prefix}/schedule/grid`);
        const nav = page.getByRole('banner').getByRole('navigation', { name: texts(tag).nav.main });
        const labels = nav.getByTestId('header-nav-label');
        await expect(labels.first()).toBeVisible({ timeout: 15_000 });

        const layout = await nav.evaluate((el) => {
          const navBox = el.getBoundingClientRect();
          const after = el.nextElementSibling!.getBoundingClientRect(); // account and settings
          return {
            cut: Array.from(el.querySelectorAll('[data-testid="header-nav-label"]')).filter(
              (l) => l.scrollWidth > l.clientWidth,
            ).length,
            overflowing: Array.from(el.querySelectorAll(':scope > div > ul > li')).filter((li) => {
              const r = li.getBoundingClientRect();
              return r.right > navBox.right + 0.5 || r.right > after.left;
            }).length,
          };
        });
        expect(layout).toEqual({ cut: 0, overflowing: 0 });

        const shown = await labels.allTextContents();
        const all = webMenu.map((e) => label(tag, e.labelKey));
        expect(all.slice(0, shown.length)).toEqual(shown);
        const more = nav.getByRole('button', { name: texts(tag).nav.more });
        if (shown.length === all.length) {
          await expect(more).toHaveCount(0);
          return;
        }
        await expectTouchSize(nav.getByRole('link').or(more));
        await more.click();
        const items = page.getByRole('menu').getByRole('menuitem');
        await expect(items).toHaveText(all.slice(shown.length));
        await expectTouchSize(items);
      });
    }
  }

  test('the overflow menu works from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/schedule/grid');
    const more = page.getByRole('banner').getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(more).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    const last = items.last();
    const name = (await last.textContent())!;
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('menu')).toHaveCount(0);
  });
});
