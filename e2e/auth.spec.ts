import { test, expect, openSettings } from './fixtures';
import type { Page } from '@playwright/test';

const unique = () => `fan${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function fillSignup(page: Page, username: string, password = 'goal-line-2026') {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.org`);
  await page.getByLabel('CPF').fill('12345678901');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat password').fill(password);
}

test('sign-up → logout → login → a login-required page', async ({ page }) => {
  const username = unique();
  await page.goto('/signup');
  await fillSignup(page, username);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/schedule\/grid$/);
  await expect(page.getByText('Account created. Welcome!')).toBeVisible();

  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page.getByText(`${username}@example.org`)).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Logout successful')).toBeVisible();

  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('wrong password!');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible();

  await page.getByLabel('Password').fill('goal-line-2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Login successful')).toBeVisible();

  // /places/hotel needs login (the menu marks it as needing a login): now it opens.
  await page.goto('/places/hotel');
  await expect(page).toHaveURL(/\/places\/hotel$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hotels');
  // And the login-required entry shows in the menu for a logged-in user.
  // The header shows what fits; the rest is under its More menu.
  await page.setViewportSize({ width: 1400, height: 900 });
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link').first()).toBeVisible();
  const more = menu.getByRole('button', { name: 'More' });
  if (await more.isVisible()) await more.click();
  await expect(
    menu.getByRole('link', { name: 'Hotels' }).or(menu.getByRole('menuitem', { name: 'Hotels' })),
  ).toBeVisible();
});

test('after login the user returns to the redirect query, and only to a path of this app', async ({
  page,
}) => {
  const username = unique();
  await page.goto('/signup');
  await fillSignup(page, username);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/schedule\/grid$/);
  await page.evaluate(() => fetch('/api/auth/logout', { method: 'POST' }));
  await page.evaluate(() => localStorage.removeItem('user'));

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('goal-line-2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');

  // An absolute or protocol-relative redirect is ignored (no open redirect).
  await page.goto('/login?redirect=%2F%2Fevil.example%2Fphish');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('goal-line-2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/localhost:\d+\/schedule\/grid$/);
});

test('guest login and its menu', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/login?redirect=%2Fmedals%2Fall');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/medals\/all$/);
  const state = await page.evaluate(() => JSON.parse(localStorage.getItem('user')!));
  expect(state).toMatchObject({ loginType: 'guest', isLoggedIn: true, isAuthenticated: true });
  expect(state.userData).toMatchObject({ id: 'guest', type: 'guest', tipo: 'guest', points: 0 });

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Medals' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Hotels' })).toHaveCount(0); // login-required: users only
  // A guest still goes to login for a login-required page.
  await page.goto('/places/hotel');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fplaces%2Fhotel$/);
  // The guest session survives a reload (auto guest login on start).
  await page.goto('/account');
  await expect(page.getByText('You are browsing as a guest.')).toBeVisible();
});

test('validation messages show under the fields, in two languages', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('CPF').fill('12.34');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Repeat password').fill('different');
  await page.getByRole('button', { name: 'Sign up' }).click();
  const described = (label: string) =>
    page
      .getByLabel(label, { exact: true })
      // The error comes first among the descriptions; a hint may follow it.
      .evaluate(
        (el) => document.getElementById(el.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent,
      );
  expect(await described('Username')).toBe('Username must be at least 3 characters');
  expect(await described('Email')).toBe('Enter a valid email address');
  expect(await described('Document number (CPF or another ID)')).toBe(
    'CPF may only contain letters and digits',
  );
  expect(await described('Password')).toBe('Password must be at least 8 characters');
  expect(await described('Repeat password')).toBe('The passwords do not match');

  const dialog = await openSettings(page);
  await dialog.getByRole('button', { name: /Español/ }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Registrarse' }).click();
  expect(await described('Nombre de usuario')).toBe('El nombre de usuario debe tener al menos 3 caracteres');
  expect(await described('Repite la contraseña')).toBe('Las contraseñas no coinciden');
});

test('sign-up asks for the document only when the games do, and says why', async ({ page }) => {
  await page.goto('/signup');
  const documentField = page.getByLabel('Document number (CPF or another ID)');
  await expect(documentField).toBeVisible();
  await expect(page.getByText(/ask for it to confirm who holds each account/)).toBeVisible();
  // Games set to ask for no document (SIGNUP_DOCUMENT=none; the server side has its own test).
  const config = await (await page.request.get('/api/config')).json();
  await page.route('**/api/config', (route) =>
    route.fulfill({ json: { ...config, signup_document: 'none' } }),
  );
  await page.reload();
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(documentField).toHaveCount(0);
});
