import { expect, test } from './fixtures';
import { audit, isBlocking, describe as describeFindings } from './a11y-support';
import { appVisitorPage } from './app-shell';

/**
 * /ranking is a screen of the phone app: the test is the Android app, with a visitor who has
 * an account (0 points, as every new account starts).
 */
test.use({ viewport: { width: 390, height: 844 } });

test('the ranking lists users, marks the reader’s row and can leave out those at 0 points', async ({
  browser,
}) => {
  const page = await appVisitorPage(browser, { kind: 'none' }, { viewport: { width: 390, height: 844 } });
  await page.goto('/ranking');
  await expect(page.getByRole('heading', { name: 'Ranking', level: 1 })).toBeVisible();
  const rows = page.getByTestId('ranking-row');
  await expect(rows.first()).toBeVisible();
  // The reader's standing, and the button that opens the page holding their row.
  await expect(page.getByTestId('my-standing')).toContainText('XP');
  await page.getByRole('button', { name: 'Show me' }).click();
  const mine = page.locator('tr[aria-current="true"]');
  await expect(mine).toBeVisible();
  await expect(mine).toContainText('(you)');

  const toggle = page.getByRole('switch', { name: 'Hide users with 0 points' });
  await toggle.check();
  await expect(page).toHaveURL(/omitZero=1/);
  // The reader has 0 points: their row leaves the list, and so does everyone else at 0.
  await expect(mine).toHaveCount(0);
  await expect(page.getByTestId('my-standing')).toContainText('not in this list');
  for (const points of await page.locator('[data-testid="ranking-row"] td:last-child').allTextContents())
    expect(Number.parseInt(points.replace(/\D/g, ''), 10)).toBeGreaterThan(0);
  await toggle.uncheck();
  await expect(rows.first()).toBeVisible();
  await page.context().close();
});

test('the ranking is no placeholder and has no serious accessibility problem, light and dark', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  // Signed in: the reader's standing is on the page too (a phone with no login state opens /login).
  const page = await appVisitorPage(browser, { kind: 'none' }, { viewport: { width: 390, height: 844 } });
  const found = await audit(page, '/ranking');
  await expect(page.getByRole('table', { name: 'Ranking by trivia points' })).toBeVisible();
  const blocking = Object.values(found).flat().filter(isBlocking);
  expect(blocking, describeFindings(blocking)).toEqual([]);
  await page.context().close();
});
