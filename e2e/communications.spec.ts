import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { test, expect, E2E_ADMIN } from './fixtures';
import { appVisitorPage } from './app-shell';

/**
 * Official reports and communications as readers see them: the list filtered by title and
 * ordered three ways exactly as the API orders it, an item published while the list is open
 * arriving through the live stream without a reload, and the unread marks (on the device for a
 * visitor, on the server for an account). Every item is the test's own, named with a unique
 * word, so other tests' items never enter the filtered list.
 */

test.use({ locale: 'en-US' });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function adminApi(browser: Browser): Promise<APIRequestContext> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const res = await context.request.post('/api/auth/login', { data: { ...E2E_ADMIN, session: 'cookie' } });
  expect(res.ok(), await res.text()).toBe(true);
  return context.request;
}

async function publish(admin: APIRequestContext, kind: string, title: string, priority: number) {
  const res = await admin.post('/api/admin/content', {
    data: {
      kind,
      published: true,
      translations: { en: { title, text: `${title}: the details.` } },
      fields: { priority, document_ids: [] },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

/** The titles the API lists for the filter and order, in its order. */
async function apiTitles(page: Page, path: string, q: string, sort: string) {
  const res = await page.request.get(`${path}?q=${encodeURIComponent(q)}&sort=${sort}`, {
    headers: { 'accept-language': 'en-US' },
  });
  return ((await res.json()) as { items: { title: string }[] }).items.map((i) => i.title);
}

const items = (page: Page) => page.getByTestId('communication');
const titles = (page: Page) => items(page).getByRole('button').allInnerTexts();
const item = (page: Page, title: string): Locator => items(page).filter({ hasText: title });

test('official reports: filtered, ordered three ways like the API, a new one arrives live, opened ones stay read on the device', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const admin = await adminApi(browser);
  const word = `Report${unique()}`;
  // Created one after the other: the newest first is the reverse of this order.
  for (const [name, priority] of [
    ['Charlie', 2],
    ['Alpha', 3],
    ['Bravo', 1],
  ] as const)
    await publish(admin, 'official_report', `${word} ${name}`, priority);

  const stream = page.waitForResponse((r) => r.url().endsWith('/api/live'));
  await page.goto('/official-reports');
  await page.getByRole('searchbox', { name: 'Filter by title' }).fill(word.toUpperCase());
  await expect(items(page)).toHaveCount(3);
  const order = page.getByLabel('Order by');
  for (const [label, sort] of [
    ['Newest first', 'published'],
    ['Priority', 'priority'],
    ['Title', 'title'],
  ] as const) {
    await order.selectOption({ label });
    const expected = await apiTitles(page, '/api/official-reports', word, sort);
    await expect
      .poll(async () => (await titles(page)).map((t) => t.match(new RegExp(`${word} \\w+`))?.[0]))
      .toEqual(expected);
  }
  expect(await apiTitles(page, '/api/official-reports', word, 'priority')).toEqual([
    `${word} Bravo`,
    `${word} Charlie`,
    `${word} Alpha`,
  ]);
  await expect(item(page, `${word} Bravo`)).toContainText('Urgent');

  // Published while the list is open: it appears in its place by title, without a reload.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  expect((await stream).headers()['content-type']).toMatch(/^text\/event-stream/);
  await publish(admin, 'official_report', `${word} Beta`, 2);
  await expect(items(page)).toHaveCount(4, { timeout: 10_000 });
  expect((await titles(page)).map((t) => t.match(new RegExp(`${word} \\w+`))?.[0])).toEqual(
    await apiTitles(page, '/api/official-reports', word, 'title'),
  );
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  // Nothing opened yet: all unread; opening one reads its text and keeps it read after a reload.
  await expect(items(page).and(page.locator('[data-unread="true"]'))).toHaveCount(4);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await item(page, `${word} Beta`).getByRole('button').click();
  await expect(item(page, `${word} Beta`)).toContainText(`${word} Beta: the details.`);
  await expect(item(page, `${word} Beta`)).toHaveAttribute('data-unread', 'false');
  await page.reload();
  await expect(items(page)).toHaveCount(4);
  await expect(item(page, `${word} Beta`)).toHaveAttribute('data-unread', 'false');
  await expect(items(page).and(page.locator('[data-unread="true"]'))).toHaveCount(3);
  expect(consoleErrors).toEqual([]);
  await admin.dispose();
});

test('communications in the app: an account’s opened items are kept on the server', async ({ browser }) => {
  const admin = await adminApi(browser);
  const word = `Notice${unique()}`;
  const first = await publish(admin, 'communication', `${word} Road closure`, 1);
  await publish(admin, 'communication', `${word} Lunch hours`, 3);
  const page = await appVisitorPage(browser, { kind: 'none' }, { viewport: { width: 390, height: 844 } });
  await page.goto(`/informativos?q=${word}`);
  await expect(items(page)).toHaveCount(2);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Communications');
  await expect(page.getByText('2 not opened yet')).toBeVisible();
  const read = page.waitForResponse((r) => r.url().endsWith(`/api/communication-reads/${first}`));
  await item(page, `${word} Road closure`).getByRole('button').click();
  expect((await read).status()).toBe(204);
  await expect(page.getByText('1 not opened yet')).toBeVisible();
  const mine = await page.request.get('/api/communication-reads?kind=communication');
  expect(((await mine.json()) as { ids: number[] }).ids).toContain(first);
  // Not on the device: the account's marks come from the server.
  expect(await page.evaluate(() => localStorage.getItem('communications-read'))).toBeNull();
  await page.context().close();
  await admin.dispose();
});
