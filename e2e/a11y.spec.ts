import type { Page } from '@playwright/test';
import { test, expect, loginAsAdmin } from './fixtures';
import { appVisitorPage } from './app-shell';
import {
  ADMIN_ROUTES,
  APP_ROUTES,
  LANGUAGES,
  MAIN_SCREENS,
  MODES,
  ROUTE_URLS,
  audit,
  describe,
  isBlocking,
  loadSamples,
  type Samples,
} from './a11y-support';

/**
 * axe on every route of the route table in light (every rule) and dark (the colour rules), and on the main screens in the
 * four languages: no serious or critical violation. The full sweep (every route × 4 languages
 * × 2 modes, with a table) is `npm run a11y`.
 */

test.use({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
// The longest file of the suite: its tests share both workers instead of holding one for
// the whole run while the other finishes the rest and waits.
test.describe.configure({ mode: 'parallel' });

let samples: Samples;
test.beforeAll(async ({ request }) => {
  samples = await loadSamples(request);
});
test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date('2026-07-16T14:30:00Z') });
});

async function expectClean(page: Page, url: string, modes: readonly ('light' | 'dark')[] = MODES) {
  const found = await audit(page, url, modes);
  const failures = Object.entries(found)
    .map(([mode, findings]) => [mode, findings.filter(isBlocking)] as const)
    .filter(([, blocking]) => blocking.length)
    .map(([mode, blocking]) => `${url} (${mode})\n${describe(blocking)}`);
  expect(failures, failures.join('\n\n')).toEqual([]);
}

for (const route of Object.keys(ROUTE_URLS)) {
  const admin = ADMIN_ROUTES.has(route);
  const app = APP_ROUTES.has(route);
  test(`${route}${admin ? ' (signed in)' : app ? ' (in the app, signed in)' : ''}: no serious or critical axe violation, light and dark`, async ({
    page,
    browser,
  }) => {
    // A full axe run and a colour one on a page of a busy 2-core machine took up to 35 s
    // when both test workers ran them at once.
    test.setTimeout(90_000);
    if (admin) await loginAsAdmin(page);
    // On the web these screens lead to the schedule: they are checked where they open.
    const target = app ? await appVisitorPage(browser) : page;
    await expectClean(target, ROUTE_URLS[route]!(samples));
    if (app) await target.context().close();
  });
}

for (const prefix of LANGUAGES.filter(Boolean)) {
  test(`the main screens in ${prefix.slice(1)}: no serious or critical axe violation, tables captioned`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // Light for Spanish and Portuguese, dark for Azerbaijani: both modes run per route above.
    const mode = prefix === '/aze' ? 'dark' : 'light';
    for (const route of MAIN_SCREENS) {
      await expectClean(page, `${prefix}${ROUTE_URLS[route]!(samples)}`, [mode]);
      // Every data table is named by a caption and has header cells.
      const tables = await page.evaluate(() =>
        Array.from(document.querySelectorAll('main table')).map((t) => ({
          caption: t.querySelector('caption')?.textContent?.trim() ?? '',
          headers: t.querySelectorAll('th').length,
        })),
      );
      for (const table of tables) {
        expect(table.caption, `${route}: a table without a caption`).not.toBe('');
        expect(table.headers, `${route}: a table without header cells`).toBeGreaterThan(0);
      }
    }
  });
}
