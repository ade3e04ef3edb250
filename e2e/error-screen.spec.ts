import { test, expect } from './fixtures';

// The server is real; here it is made to fail on /api/config, the first call every page makes.
const cases: [number, string][] = [
  [404, 'Page not found'],
  [403, 'Access denied'],
  [500, 'Server error'],
];

for (const [status, title] of cases) {
  test(`an API ${status} renders the error screen titled "${title}"`, async ({ page }) => {
    test.setTimeout(45_000); // 5xx are retried with backoff (1 s, 2 s, 4 s) before the screen shows
    await page.route('**/api/config', (route) =>
      route.fulfill({
        status,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: status, error: 'x', code: 'X', message: `injected ${status}` }),
      }),
    );
    await page.goto('/medals/all');
    await expect(page.getByTestId('error-title')).toHaveText(title, { timeout: 20_000 });
    await expect(page.getByTestId('error-status')).toHaveText(String(status));
    await expect(page.getByTestId('error-message')).toHaveText(`injected ${status}`);
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
}

test('bots get no error page', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  // The error view still logs the error for support: by then it has rendered, for a bot nothing.
  const logged = page.waitForEvent('console', (msg) => msg.text().startsWith('app error'));
  await page.goto('/no/such/page');
  await logged;
  await expect(page.getByTestId('error-title')).toHaveCount(0);
  await context.close();
});
