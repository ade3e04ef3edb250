import { expect, loginAsAdmin, test } from './fixtures';

/** An organiser on a phone, as in the first hour after installing: by links only, no typed addresses. */
test.use({ viewport: { width: 390, height: 844 } });

test('an admin reaches the redirects from the home page by links, adds one that answers 301, edits and removes it', async ({
  page,
  consoleErrors,
}) => {
  await loginAsAdmin(page);
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'More' }).click();
  await page.getByRole('link', { name: 'Organisers' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  for (const tool of ['Content', 'Import a games', 'Results desk', 'Audit', 'Access log', 'Redirects'])
    await expect(page.getByRole('link', { name: new RegExp(`^${tool}`) })).toBeVisible();
  await page.getByRole('link', { name: /^Redirects/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Redirects' })).toBeVisible();

  const oldPath = `/e2e-moved-${Date.now()}`;
  await page.getByLabel('Old path').fill(oldPath);
  await page.getByLabel('New address').fill('/venues');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Redirect from ${oldPath} added.` })).toBeVisible();
  const moved = await page.request.get(oldPath, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/venues');

  // A redirect to itself is refused with the server's sentence.
  await page.getByRole('button', { name: `Edit the redirect from ${oldPath}` }).click();
  await page.getByLabel('New address').fill(oldPath);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText(`${oldPath} cannot redirect to itself`);
  await page.getByLabel('New address').fill('/medals/all');
  await page.getByLabel('Kind').selectOption({ label: 'Temporary (302)' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Redirect from ${oldPath} saved.` })).toBeVisible();
  const edited = await page.request.get(oldPath, { maxRedirects: 0 });
  expect(edited.status()).toBe(302);
  expect(edited.headers().location).toBe('/medals/all');

  await page.getByRole('button', { name: `Remove the redirect from ${oldPath}` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Redirect from ${oldPath} removed.` }),
  ).toBeVisible();
  await expect(page.getByText('No redirect yet')).toBeVisible();
  expect((await page.request.get(oldPath, { maxRedirects: 0 })).status()).toBe(200);
  // No horizontal scroll at 390 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The refused save is the only failed request (the browser logs its 422); the flag service
  // the home screen's live cards use is out of reach here.
  expect(consoleErrors.filter((e) => !e.includes('422') && !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
});

test('a visitor sees no Organisers link, neither in More nor in the header', async ({ page }) => {
  await page.goto('/more');
  await expect(page.getByTestId('more-menu')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Organisers' })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/schedule/grid');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Organisers' })).toHaveCount(0);
});

test('on a wide screen the admin finds Organisers in the header', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsAdmin(page);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Organisers' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
