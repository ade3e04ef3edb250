import { test, expect, openSettings } from './fixtures';

test('switching language changes visible text, sets the cookie, and survives a reload', async ({
  page,
  context,
}) => {
  await page.goto('/schedule/grid');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schedule');
  const dialog = await openSettings(page);
  await dialog.getByRole('button', { name: /Español/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Schedule');
  const spanishTitle = await page.getByRole('heading', { level: 1 }).textContent();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');

  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('spa');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365.01);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanishTitle!);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
});

test('the browser language is detected when no cookie is set', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'pt-BR', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/schedule/grid');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
  await context.close();
});

test('colour mode survives a reload and follows the system when set to system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/schedule/grid');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);

  const dialog = await openSettings(page);
  await dialog.getByRole('button', { name: 'Dark' }).click();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('nuxt-color-mode'))).toBe('dark');
  await page.reload();
  await expect(html).toHaveClass(/dark/);

  const again = await openSettings(page);
  await again.getByRole('button', { name: 'System' }).click();
  await expect(html).not.toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).not.toHaveClass(/dark/);
});

test('a page may force its colour mode without changing the preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/secure-sport');
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('nuxt-color-mode'))).toBeNull();
});
