import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';

/** A visitor with an account of their own (not an admin), signed in, in a browser of their own. */
export async function visitorPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  const username = `reader${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const password = 'reading-2026-games';
  const res = await context.request.post('/api/auth/signup', {
    data: {
      username,
      email: `${username}@example.org`,
      cpf: '12345678901',
      password,
      repeatPassword: password,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const page = await context.newPage();
  await page.addInitScript(() =>
    localStorage.setItem(
      'user',
      JSON.stringify({ isLoggedIn: true, isAuthenticated: true, loginType: 'user' }),
    ),
  );
  return page;
}
