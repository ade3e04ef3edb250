import { expect, test } from './fixtures';
import { audit, isBlocking, describe as describeFindings } from './a11y-support';
import { appVisitorPage } from './app-shell';

/** /feedback is a screen of the phone app for signed-in users: the Android app, a visitor with an account. */
const PHONE = { viewport: { width: 390, height: 844 } };

test('feedback in two steps: a sentiment, then a suggestion of 10 characters or more', async ({
  browser,
}) => {
  const page = await appVisitorPage(browser, { kind: 'none' }, PHONE);
  await page.goto('/feedback');
  await expect(page.getByText('How do you feel about the app?')).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please select how you feel about the app')).toBeVisible();
  await page.getByRole('radio', { name: 'Happy' }).check({ force: true });
  await page.getByRole('button', { name: 'Next' }).click();

  const suggestion = page.getByLabel('Your suggestion');
  await expect(suggestion).toBeFocused();
  await suggestion.fill('Too short');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your suggestion must be at least 10 characters')).toBeVisible();

  await suggestion.fill('More photos of the finals, please!');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your feedback!' })).toBeVisible();
  await page.context().close();
});

test('feedback is no placeholder and has no serious accessibility problem, light and dark', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const page = await appVisitorPage(browser, { kind: 'none' }, PHONE);
  const found = await audit(page, '/feedback');
  await expect(page.getByText('How do you feel about the app?')).toBeVisible();
  const blocking = Object.values(found).flat().filter(isBlocking);
  expect(blocking, describeFindings(blocking)).toEqual([]);
  await page.context().close();
});
