import { test, expect, loginAsAdmin } from './fixtures';
import { audit, describe, isBlocking } from './a11y-support';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('an admin writes a trivia (one correct answer per question), prints its poster and withdraws it', async ({
  page,
}) => {
  const title = `Colours quiz ${unique()}`;
  await loginAsAdmin(page);
  await page.goto('/admin/content?kind=trivia');
  await page.getByRole('button', { name: 'New trivia', exact: true }).click();
  await page.getByLabel('Title (English, required)').fill(title);
  await page.getByLabel('Text (English)').fill('Two minutes, one question.');
  await page.getByLabel('Time limit (minutes)').fill('2');
  await page.getByLabel('Author').fill('E2E organisers');
  await page.getByRole('textbox', { name: 'Question 1' }).fill('Which colour is the sky on a clear day?');
  await page.getByRole('textbox', { name: 'Answer 1' }).fill('Green');
  await page.getByRole('textbox', { name: 'Answer 2' }).fill('Red');
  await page.getByRole('button', { name: 'Add an answer' }).click();
  await page.getByRole('textbox', { name: 'Answer 3' }).fill('Blue');
  await page.getByRole('radio', { name: 'Answer 3: Correct' }).click();
  await expect(page.getByRole('radio', { name: 'Answer 1: Correct' })).toHaveAttribute(
    'aria-checked',
    'false',
  );

  // Removing the correct answer leaves none: the form says so and saves nothing.
  await page.getByRole('button', { name: 'Remove answer 3' }).click();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Mark exactly one answer as correct' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add an answer' }).click();
  await page.getByRole('textbox', { name: 'Answer 3' }).fill('Blue');
  await page.getByRole('radio', { name: 'Answer 3: Correct' }).click();
  await page.getByRole('button', { name: 'Create', exact: true }).click();

  const row = page.getByTestId('content-row').filter({ hasText: title });
  await expect(row).toContainText('Draft');
  await row.getByRole('button', { name: `Published: ${title}` }).click();
  await expect(row).toContainText('Published');

  await row.getByRole('link', { name: `Poster of ${title}` }).click();
  await expect(page).toHaveURL(/\/admin\/trivia\/\d+\/poster$/);
  const poster = page.getByTestId('trivia-poster');
  await expect(poster.getByRole('heading', { name: title })).toBeVisible();
  await expect(poster.getByText('Scan with the games app to unlock this trivia')).toBeVisible();
  await expect(poster.getByText('Bu viktorinanı açmaq üçün oyunlar tətbiqi ilə skan edin')).toBeVisible();
  const qr = poster.getByRole('img', { name: `QR code that unlocks ${title}` });
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
  const firstUrl = (await qr.getAttribute('data-url'))!;
  expect(firstUrl).toMatch(/\/qr-scan\?code=v1\.\d+\.1\./);

  // Printed, only the poster shows: the app's header and the page's buttons are not printed.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(poster.getByRole('heading', { name: title })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Withdrawing asks first, then gives a new code; the printed one stops working.
  await page.getByRole('button', { name: 'Withdraw this poster' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw the printed posters?' });
  await dialog.getByRole('button', { name: 'Withdraw and make a new code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The old posters were withdrawn' })).toBeVisible();
  await expect(poster.getByText('Poster version 2')).toBeVisible();
  await expect(qr).not.toHaveAttribute('data-url', firstUrl);
  const newUrl = (await qr.getAttribute('data-url'))!;

  const old = await page.request.post('/api/trivia/unlock', { data: { code: firstUrl } });
  expect(old.status()).toBe(410);
  expect((await old.json()).message).toMatch(/withdrawn/);
  const fresh = await page.request.post('/api/trivia/unlock', { data: { code: newUrl } });
  expect(fresh.status(), await fresh.text()).toBe(200);
});

test('the trivia editor has no serious or critical axe violation, light and dark', async ({ page }) => {
  // The accessibility sweep opens the content admin on its first kind; the trivia form is its own.
  test.setTimeout(90_000);
  await loginAsAdmin(page);
  const found = await audit(page, '/admin/content?kind=trivia&edit=new', ['light', 'dark']);
  const blocking = Object.values(found).flat().filter(isBlocking);
  expect(blocking, describe(blocking)).toEqual([]);
});
