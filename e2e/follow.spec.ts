import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Following, as a new reader meets it: a guest stars a delegation and an athlete, My schedule
 * lists their units (overlaps marked), the list moves to a fresh browser by its share link,
 * and at login the guest's list becomes the account's, the same after a reload and on a
 * second browser signed in as the same reader.
 */

const PASSWORD = 'following-the-games-2026';

/** The unit codes My schedule lists, once it has listed them. */
async function myUnits(page: Page): Promise<string[]> {
  await expect(page.getByTestId('my-unit').first()).toBeVisible();
  return page.getByTestId('my-unit').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-unit')!));
}

async function signedIn(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const res = await context.request.post('/api/auth/login', { data: { username, password: PASSWORD } });
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

test('a guest follows a delegation and an athlete, shares them, logs in and finds them everywhere', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  // An athlete of another delegation than the one followed.
  const athletes = (await (await request.get('/api/athletes?delegation=BRA&page_size=1')).json()) as {
    items: { id: number; code: string; given_name: string }[];
  };
  const athlete = athletes.items[0]!;

  await page.goto('/my');
  // Nothing followed: the page teaches where the stars are.
  await expect(page.getByTestId('my-empty')).toContainText('Tap the star');

  // A delegation from its page, reached from a flag.
  await page.goto('/participants/profile/' + athlete.id);
  await page.getByTestId('delegation-link').first().click();
  await expect(page).toHaveURL(/\/participants\/delegations\/BRA$/);
  await page.goto('/participants/delegations/AZE');
  await expect(page.getByTestId('delegation-name')).toBeVisible();
  const star = page.locator('[data-testid="follow-button"][data-follow="delegation:AZE"]');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  // An athlete from their profile.
  await page.goto('/participants/profile/' + athlete.id);
  await page.locator(`[data-testid="follow-button"][data-follow="athlete:${athlete.code}"]`).click();

  // My schedule is a star in the header away.
  await page.getByTestId('my-schedule-link').click();
  const guestUnits = await myUnits(page);
  expect(guestUnits.length).toBeGreaterThan(1);
  // The units are those the API gives for the two follows, and overlapping ones are marked.
  const api = (await (
    await request.get(`/api/follows/units?athlete=${athlete.code}&delegation=AZE`)
  ).json()) as { units: { code: string; start_at: string; end_at: string; schedule_status: string }[] };
  expect(guestUnits.sort()).toEqual(api.units.map((u) => u.code).sort());
  const on = api.units.filter((u) => !['CANCELLED', 'POSTPONED'].includes(u.schedule_status));
  const overlapping = on.filter((a) =>
    on.some(
      (b) =>
        b !== a &&
        Date.parse(a.start_at) < Date.parse(b.end_at) &&
        Date.parse(b.start_at) < Date.parse(a.end_at),
    ),
  );
  expect(overlapping.length).toBeGreaterThan(0);
  await expect(page.locator('[data-testid="my-unit"][data-clash]')).toHaveCount(overlapping.length);
  await expect(page.getByTestId('clash').first()).toContainText('Overlaps');

  // The share link moves the list to a fresh browser, no account needed.
  await page.getByTestId('my-share').click();
  await expect(page.getByTestId('share-qr')).toBeVisible();
  const link = await page.getByTestId('share-link').inputValue();
  const fresh = await (await browser.newContext()).newPage();
  await fresh.goto(link);
  await fresh.getByTestId('add-all').click();
  await fresh.getByRole('link', { name: 'Open My schedule' }).click();
  expect((await myUnits(fresh)).sort()).toEqual(guestUnits);
  await fresh.context().close();

  // Logging in: the device's list becomes the account's.
  const username = `follower${Date.now().toString(36)}`;
  const signup = await request.post('/api/auth/signup', {
    data: {
      username,
      email: `${username}@example.org`,
      cpf: '12345678901',
      password: PASSWORD,
      repeatPassword: PASSWORD,
    },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  await page.goto('/login?redirect=/my');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByText('Log in to keep it on every device')).toHaveCount(0);
  await expect
    .poll(async () => (await page.request.get('/api/me/follows').then((r) => r.json())).follows)
    .toEqual(
      expect.arrayContaining([
        { kind: 'delegation', code: 'AZE' },
        { kind: 'athlete', code: athlete.code },
      ]),
    );
  expect((await myUnits(page)).sort()).toEqual(guestUnits);
  await page.reload();
  expect((await myUnits(page)).sort()).toEqual(guestUnits);

  // Another browser, the same reader: the same schedule.
  const second = await signedIn(browser, username);
  await second.goto('/my');
  expect((await myUnits(second)).sort()).toEqual(guestUnits);
  await second.context().close();
  // Flag pictures come from a service this machine may not reach.
  expect(consoleErrors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
});

test('the now section puts followed units first', async ({ page, request }) => {
  // The demo's competition afternoon, when several units are on at once.
  const at = '2026-07-16T14:30Z';
  await page.clock.install({ time: new Date('2026-07-16T14:30:00Z') });
  const now = (await (await request.get(`/api/now?at=${at}`)).json()) as {
    live: { code: string; event_code: string }[];
  };
  // An event whose live unit the lists do not put first by themselves.
  const followed = now.live.find((u) => u.event_code !== now.live[0]!.event_code)!;
  expect(followed).toBeDefined();
  await page.addInitScript(
    (code) => localStorage.setItem('follows', JSON.stringify([{ kind: 'event', code }])),
    followed.event_code,
  );
  await page.goto('/schedule/grid');
  const codes = now.live.filter((u) => u.event_code === followed.event_code).map((u) => u.code);
  await expect(page.getByTestId('now-live').first()).toHaveAttribute(
    'data-unit',
    new RegExp(codes.join('|')),
  );
});
