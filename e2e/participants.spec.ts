import { test, expect, throughRetries } from './fixtures';

interface AthletesPage {
  items: { id: number; bib: string; given_name: string; family_name: string; delegation: string }[];
  total: number;
}
interface Profile {
  id: number;
  bib: string;
  age: number;
  medals: { event_name: string; medal: 'gold' | 'silver' | 'bronze' }[];
}

const FLAG_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="53"><rect width="80" height="53" fill="#369"/></svg>';

test.beforeEach(async ({ page }) => {
  // No network here: answer the flag service with a tiny image (one test breaks it on purpose).
  await page.route(/flagcdn\.com/, (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: FLAG_SVG }),
  );
});

test('/participants opens the athletes, a virtual list that loads more while scrolling', async ({
  page,
  request,
}) => {
  const all = (await request.get('/api/athletes?page_size=1').then((r) => r.json())) as AthletesPage;
  await page.goto('/participants');
  await expect(page).toHaveURL(/\/participants\/athletes$/);
  await expect(page.getByTestId('athlete-count')).toHaveText(`${all.total.toLocaleString('en-US')} athletes`);
  // Thousands of athletes, a few dozen rows in the page.
  const rendered = await page.getByTestId('athlete-row').count();
  expect(rendered).toBeGreaterThan(5);
  expect(rendered).toBeLessThan(60);
  // Scroll to the end: the last athlete (by the API's order) appears, pages loaded on the way.
  const lastPage = (await request
    .get(`/api/athletes?page_size=1&page=${all.total}`)
    .then((r) => r.json())) as AthletesPage;
  const last = page.locator(`[data-bib="${lastPage.items[0]!.bib}"]`);
  const list = page.getByRole('list', { name: 'Athletes' });
  const listHeight = () => list.evaluate((el) => el.getBoundingClientRect().height);
  for (let i = 0; i < 60 && !(await last.count()); i++) {
    const height = await listHeight();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // At the end of the list the next page loads: the list grows, or the last athlete shows.
    await expect.poll(async () => (await last.count()) > 0 || (await listHeight()) !== height).toBe(true);
  }
  await expect(last).toBeVisible();
  expect(await page.getByTestId('athlete-row').count()).toBeLessThan(60);
});

test('search by part of a name as you type, then by BIB, and open the profile', async ({ page, request }) => {
  const sample = (await request
    .get('/api/athletes?page_size=1&page=1234')
    .then((r) => r.json())) as AthletesPage;
  const athlete = sample.items[0]!;
  const part = athlete.family_name.slice(1, 5).toLowerCase();
  const expected = (await request
    .get(`/api/athletes?q=${encodeURIComponent(part)}&page_size=1`)
    .then((r) => r.json())) as AthletesPage;
  expect(expected.total).toBeGreaterThan(0);

  await page.goto('/participants/athletes');
  const search = page.getByRole('searchbox', { name: 'Search athletes' });
  await search.pressSequentially(part, { delay: 40 });
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(part)}`));
  await expect(page.getByTestId('athlete-count')).toHaveText(
    expected.total === 1 ? '1 athlete' : `${expected.total.toLocaleString('en-US')} athletes`,
  );
  const names = await page.getByTestId('athlete-row').allInnerTexts();
  for (const text of names.slice(0, 10)) expect(text.toLowerCase()).toContain(part);

  await search.fill(athlete.bib);
  await expect(page.getByTestId('athlete-count')).toHaveText('1 athlete');
  await expect(page.getByTestId('athlete-row')).toHaveCount(1);
  await page.getByTestId('athlete-row').click();
  await expect(page).toHaveURL(new RegExp(`/participants/profile/${athlete.id}$`));
  await expect(page.getByTestId('profile-bib')).toContainText(athlete.bib);
});

test('filters by delegation, sport and gender match the API', async ({ page, request }) => {
  const expected = (await request
    .get('/api/athletes?delegation=BRA&discipline=SWM&gender=W&page_size=1')
    .then((r) => r.json())) as AthletesPage;
  await page.goto('/participants/athletes');
  await page.getByLabel('Delegation').selectOption('BRA');
  await page.getByLabel('Sport').selectOption('SWM');
  await page.getByLabel('Gender').selectOption('W');
  await expect(page).toHaveURL(/delegation=BRA/);
  await expect(page.getByTestId('athlete-count')).toHaveText(
    `${expected.total.toLocaleString('en-US')} athletes`,
  );
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/participants\/athletes$/);
});

test('an unknown name says No results found; a failed load says Error loading participants', async ({
  page,
}) => {
  await page.goto('/participants/athletes?q=zzzzqqqq');
  await expect(page.getByText('No results found')).toBeVisible();
  await page.route('**/api/athletes?**', (route) => route.fulfill({ status: 500, body: '{}' }));
  // A 5xx is retried with back-off first: on the fake clock here.
  await page.clock.install();
  await page.goto('/participants/athletes?q=other');
  await throughRetries(page, () =>
    expect(page.getByText('Error loading participants')).toBeVisible({ timeout: 500 }),
  );
});

test("a medallist's profile shows age (never a birth date) and their medals", async ({ page, request }) => {
  const medallists = (await request.get('/api/medals/events').then((r) => r.json())) as {
    events: { medallists: { competitor: { type: string; bib: string | null } }[] }[];
  };
  const bib = medallists.events.flatMap((e) => e.medallists).find((m) => m.competitor.type === 'A')!
    .competitor.bib!;
  const found = (await request.get(`/api/athletes?q=${bib}`).then((r) => r.json())) as AthletesPage;
  const profile = (await request.get(`/api/athletes/${found.items[0]!.id}`).then((r) => r.json())) as Profile;
  expect(profile.medals.length).toBeGreaterThan(0);

  await page.goto(`/participants/profile/${profile.id}`);
  await expect(page.getByTestId('profile-age')).toContainText(`${profile.age} years`);
  const medals = page.getByTestId('profile-medals').getByRole('listitem');
  await expect(medals).toHaveCount(profile.medals.length);
  for (const [i, m] of profile.medals.entries()) {
    await expect(medals.nth(i)).toHaveAttribute('data-medal', m.medal);
    await expect(medals.nth(i)).toContainText(m.event_name);
  }
  // Minors: nothing that looks like a date of birth.
  await expect(page.locator('main')).not.toContainText(/\b(19|20)\d\d-\d\d-\d\d\b|\bborn\b/i);
  // No photo in the demo data: initials stand in.
  await expect(page.getByTestId('athlete-photo-fallback')).toBeVisible();
});

test('a flag image that fails shows its code, never a broken image; every flag has alt text', async ({
  page,
}) => {
  await page.unroute(/flagcdn\.com/);
  await page.route(/flagcdn\.com/, (route) => route.abort('failed'));
  await page.goto('/participants/delegations');
  const brazil = page.locator('[data-testid="delegation-card"][data-delegation="BRA"]');
  await expect(brazil.getByRole('img', { name: 'Brazil' })).toHaveText('BRA');
  await expect(brazil.locator('[data-flag-fallback="BRA"]')).toBeVisible();
  await expect(page.locator('[data-testid="delegation-card"] img')).toHaveCount(0);

  // With the service answering, the same flag is an image with its alt text.
  await page.unroute(/flagcdn\.com/);
  await page.route(/flagcdn\.com/, (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: FLAG_SVG }),
  );
  await page.reload();
  await expect(brazil.getByRole('img', { name: 'Brazil' })).toHaveAttribute('src', /\/w80\/br\.png$/);
  const flags = page.locator('[data-testid="delegation-card"] img');
  for (const alt of await flags.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt'))))
    expect(alt).toBeTruthy();
});

test('delegations list flag, name, athletes and medals; teams list event and members', async ({
  page,
  request,
}) => {
  const delegations = (await request.get('/api/delegations').then((r) => r.json())) as {
    items: { code: string; name: string; athletes: number; gold: number }[];
  };
  await page.goto('/participants/delegations');
  await expect(page.getByTestId('delegation-card')).toHaveCount(delegations.items.length);
  const d = delegations.items[0]!;
  const card = page.locator(`[data-testid="delegation-card"][data-delegation="${d.code}"]`);
  await expect(card).toContainText(d.name);
  await expect(card).toContainText(`${d.athletes.toLocaleString('en-US')} athletes`);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/participants/delegations/${d.code}$`));

  const teams = (await request.get('/api/teams?delegation=BRA').then((r) => r.json())) as {
    items: { event_name: string; members: { name: string }[] }[];
  };
  await page.goto('/participants/teams?delegation=BRA');
  await expect(page.getByTestId('team-card')).toHaveCount(teams.items.length);
  const first = page.getByTestId('team-card').first();
  await expect(first).toContainText(teams.items[0]!.event_name);
  for (const m of teams.items[0]!.members) await expect(first).toContainText(m.name);
});

test('back from a profile opened deep in the athlete list puts the list back where it was', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/participants/athletes');
  await expect(page.getByTestId('athlete-row').first()).toBeVisible();
  // Deep enough that several pages of athletes load on the way (each scroll to the end grows it).
  await expect
    .poll(() => page.evaluate(() => (window.scrollTo(0, 12000), window.scrollY)), { timeout: 15_000 })
    .toBe(12000);
  const bib = await page.getByTestId('athlete-row').filter({ visible: true }).nth(3).getAttribute('data-bib');
  const row = page.locator(`[data-testid="athlete-row"][data-bib="${bib}"]`);
  // Where the tap leaves the list: tapping scrolls the row into view first.
  await row.scrollIntoViewIfNeeded();
  const top = (await row.boundingBox())!.y;
  await row.click();
  await expect(page).toHaveURL(/\/participants\/profile\//);
  await page.goBack();
  await expect(row).toBeInViewport();
  await expect.poll(async () => Math.abs((await row.boundingBox())!.y - top)).toBeLessThan(2);
});
