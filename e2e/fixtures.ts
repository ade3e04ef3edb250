import { test as base, expect, type Page } from '@playwright/test';

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
