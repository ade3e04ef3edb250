import type { Page } from '@playwright/test';
import { flattenRoutes } from '../src/client/app/routes';
import { CONTENT_KINDS } from '../src/shared/domain/content-values';
import { test, expect, loginAsAdmin } from './fixtures';
import { ADMIN_ROUTES, LANGUAGES, ROUTE_URLS, loadSamples, settle, type Samples } from './a11y-support';

/**
 * Every organisers' screen on a 390 px phone, in the four languages: the page never scrolls
 * sideways and every field and button lies within the screen's width (a table or a tab row
 * may scroll inside its own box, which must then fit). The screens come from the route
 * table, so a screen added tomorrow is swept too, and the editors' forms that open on a tap
 * (the content item with its language tabs, the import preview) are opened.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, locale: 'en-US' });
test.describe.configure({ mode: 'parallel' });

/** Every /admin screen of the route table, and the admin tools that live elsewhere. */
const SCREENS = [
  ...new Set([
    ...flattenRoutes()
      .filter((r) => !r.redirectTo && r.path.startsWith('/admin'))
      .map((r) => r.path),
    ...ADMIN_ROUTES,
  ]),
];

test('every admin screen of the route table has a sample address to open', () => {
  expect(SCREENS.filter((path) => !(path in ROUTE_URLS))).toEqual([]);
  expect(SCREENS.length).toBeGreaterThan(8);
});

interface Overflow {
  scrollWidth: number;
  outside: string[];
}

/** How wide the page is, and the visible controls that lie beyond the screen's edges. */
function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    // Folded sections (the desk's new-unit form, its schedule editor) are opened: their fields count too.
    for (const details of document.querySelectorAll('details')) details.open = true;
    const width = window.innerWidth;
    /** A control inside a box that scrolls sideways is reached by scrolling that box. */
    const scroller = (el: Element): Element | null => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if ((o === 'auto' || o === 'scroll') && p.scrollWidth > p.clientWidth) return p;
      }
      return null;
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}[${(
        el.getAttribute('aria-label') ??
        (el as HTMLInputElement).name ??
        el.textContent ??
        ''
      )
        .trim()
        .slice(0, 40)}]`;
    const outside: string[] = [];
    for (const el of document.querySelectorAll('input, select, textarea, button')) {
      const box = (scroller(el) ?? el).getBoundingClientRect();
      const own = el.getBoundingClientRect();
      if (own.width <= 1 || own.height <= 1 || getComputedStyle(el).visibility === 'hidden') continue;
      if (box.left < -1 || box.right > width + 1)
        outside.push(`${name(el)} ${Math.round(box.left)}..${Math.round(box.right)}`);
    }
    return { scrollWidth: document.scrollingElement!.scrollWidth, outside };
  });
}

/** Opens `url` inside the running app, as a link would (the router hears the history change). */
async function open(page: Page, url: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await page.waitForURL((u) => `${u.pathname}${u.search}` === url, { timeout: 10_000 });
  await settle(page);
}

let samples: Samples;
test.beforeAll(async ({ request }) => {
  // The admin screens' addresses hardly use them; a public read that fails must not stop the sweep.
  samples = await loadSamples(request).catch(() => ({ athlete: '1', venue: 'AQC', video: '1' }));
});

for (const prefix of LANGUAGES) {
  test(`admin screens at 390 px ${prefix || '/en'}: no sideways scroll, every control on screen`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await loginAsAdmin(page);
    const found: string[] = [];
    const check = async (what: string) => {
      const m = await measure(page);
      if (m.scrollWidth > PHONE.width) found.push(`${what}: page ${m.scrollWidth} px wide`);
      for (const o of m.outside) found.push(`${what}: ${o}`);
    };
    for (const [i, screen] of SCREENS.entries()) {
      const url = `${prefix}${ROUTE_URLS[screen]!(samples)}`;
      // The first screen loads the app in this language; the others open inside it.
      if (i === 0) await page.goto(url).then(() => settle(page));
      else await open(page, url);
      await check(url);
    }

    // The content editor of every kind, and each of its language tabs for the first one.
    for (const kind of CONTENT_KINDS) {
      const url = `${prefix}/admin/content?kind=${kind}&edit=new`;
      await open(page, url);
      const tabs = page.getByRole('tablist').last().getByRole('tab');
      await expect(tabs.first()).toBeVisible();
      await check(url);
      if (kind !== CONTENT_KINDS[0]) continue;
      for (let i = 1; i < (await tabs.count()); i++) {
        await tabs.nth(i).click();
        await check(`${url} tab ${i + 1}`);
      }
    }

    // The import preview of the template in this language.
    const lang = prefix.slice(1) || 'eng';
    const template = await page.request.get(`/api/admin/import/template?lang=${lang}`);
    expect(template.status()).toBe(200);
    await open(page, `${prefix}/admin/import`);
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({
        name: 'template.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await template.body(),
      });
    await expect(page.getByRole('table').first()).toBeVisible({ timeout: 20_000 });
    await check(`${prefix}/admin/import preview`);

    // The access log's own range: the two day fields appear on a tap.
    await open(page, `${prefix}/access-log`);
    await page.getByRole('group').getByRole('button').last().click();
    await check(`${prefix}/access-log custom range`);

    expect(found, found.join('\n')).toEqual([]);
  });
}
