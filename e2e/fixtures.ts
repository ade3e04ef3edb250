import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/** Collects console errors and CSP violations so every test can assert a clean page. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !msg.text().startsWith('app error')) errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await use(errors);
  },
});
export { expect };

export async function openSettings(page: Page) {
  await page
    .getByRole('button', { name: /settings|ajustes|configurações|parametrlər|tənzimləmələr/i })
    .click();
  return page.getByRole('dialog');
}

/** The ingest key playwright.config.ts gives the server. */
const INGEST_KEY = 'e2e-ingest-key-0123456789';

/** Posts an ODF message as the results system would; it must be applied. */
export async function ingest(request: APIRequestContext, xml: string) {
  const res = await request.post('/api/ingest/odf', {
    data: xml,
    headers: { 'content-type': 'application/xml', 'x-api-key': INGEST_KEY },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect((await res.json()).outcome).toBe('applied');
}

/** The admin account playwright.config.ts creates before the server starts. */
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password-2026' };

/** Logs in as the e2e admin through the login screen, as an organiser would. */
export async function loginAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
}

/**
 * Waits until `shown` passes while moving the page's installed fake clock on a second at a
 * time, so the app's request retries (back-off 1, 2 then 4 s) happen without waiting them out.
 */
export async function throughRetries(page: Page, shown: () => Promise<void>) {
  await expect(async () => {
    await page.clock.runFor(1_000);
    await shown();
  }).toPass({ intervals: [0], timeout: 20_000 });
}

/**
 * A real PNG, drawn on a canvas in the page, for upload tests: the server decodes and
 * re-encodes it, so it must be a genuine image, not a few bytes with a PNG name.
 */
export async function pngFromCanvas(page: Page, colour = '#0a5cd8'): Promise<Buffer> {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 450;
    const g = canvas.getContext('2d')!;
    g.fillStyle = fill;
    g.fillRect(0, 0, 800, 450);
    g.fillStyle = '#f5a800';
    g.fillRect(120, 90, 560, 270);
    return canvas.toDataURL('image/png');
  }, colour);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}
