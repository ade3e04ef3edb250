import { test, expect } from './fixtures';

test.describe('route guard on web', () => {
  test('/ lands on /schedule/grid', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/schedule\/grid$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schedule');
  });

  test('a mobile-only route lands on /schedule/grid', async ({ page }) => {
    await page.goto('/ranking');
    await expect(page).toHaveURL(/\/schedule\/grid$/);
    await page.goto('/official-awards-schedule');
    await expect(page).toHaveURL(/\/schedule\/grid$/);
  });

  for (const path of ['/login', '/signup', '/auth']) {
    test(`${path} is never redirected`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('main')).toBeVisible();
    });
  }

  const redirects: [string, string][] = [
    ['/schedule', '/schedule/disciplines'],
    ['/medals', '/medals/all'],
    ['/participants', '/participants/athletes'],
  ];
  for (const [from, to] of redirects) {
    test(`${from} redirects to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
    });
  }

  test('a locale prefix keeps working through redirects', async ({ page }) => {
    await page.goto('/spa/medals');
    await expect(page).toHaveURL(/\/spa\/medals\/all$/);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByTestId('error-title')).toHaveText('Page not found');
    await expect(page.getByTestId('error-status')).toHaveText('404');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/schedule\/grid$/);
  });

  test('an unknown discipline shows the not-found page', async ({ page }) => {
    await page.goto('/discipline/XYZ/finalrank');
    await expect(page.getByTestId('error-title')).toHaveText('Page not found');
  });

  test('with login_enabled, a guest opening /places/hotel lands on the login page', async ({ page }) => {
    await page.goto('/places/hotel');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fplaces%2Fhotel$/);

    // The same for a guest session (a guest login, kept in localStorage).
    await page.evaluate(() =>
      localStorage.setItem(
        'user',
        JSON.stringify({ isLoggedIn: true, isAuthenticated: true, loginType: 'guest' }),
      ),
    );
    await page.goto('/places/hotel');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fplaces%2Fhotel$/);
  });

  test('the discipline area shows its floating buttons', async ({ page }) => {
    await page.goto('/discipline/SWM');
    await expect(page.getByRole('heading', { level: 1, name: 'Swimming' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Sport sections' });
    for (const label of [
      'Overview',
      'Schedule',
      'Results',
      'Medals',
      'Participants',
      'Reports',
      'Final rank',
    ]) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'Final rank' }).click();
    await expect(page).toHaveURL(/\/discipline\/SWM\/finalrank$/);
  });
});

test.describe('server', () => {
  test('the app passes its own CSP with no console errors', async ({ page, consoleErrors }) => {
    // No network here: the flag service (allowed by img-src) answers with a tiny image.
    await page.route(/flagcdn\.com/, (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="53"/>',
      }),
    );
    for (const path of ['/schedule/grid', '/medals/all', '/discipline/ATH', '/widget/medals', '/login']) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
    }
    expect(consoleErrors).toEqual([]);
  });

  test('serves the service worker and manifest uncached', async ({ request }) => {
    const sw = await request.get('/sw.js');
    expect(sw.ok()).toBe(true);
    expect(sw.headers()['cache-control']).toContain('no-cache');
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest.scope).toBe('/');
    expect(manifest.icons.length).toBeGreaterThanOrEqual(2);
  });
});
