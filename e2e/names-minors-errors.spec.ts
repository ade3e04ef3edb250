import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, loginAsAdmin, test, throughRetries } from './fixtures';

/**
 * Names in the reader's language (events, phases, countries), what a minor's profile shows,
 * and what a page says when its request fails: a server error is "could not load" with a
 * retry that works, and only a 404 is "not found".
 */

const NOW = new Date('2026-07-19T18:00:00Z');
const SHOTS = process.env.NAMES_SHOTS_DIR;
const RAW_CODE = /^[A-Z0-9]{3,4}-*$/;

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: NOW });
});

test('an Azerbaijani event page names the sport, the event, its phases and the countries in Azerbaijani', async ({
  page,
  request,
}) => {
  // An event with a preliminary round that has results, found through the English API.
  const events = (await (await request.get('/api/disciplines/BKB/events')).json()).events as {
    code: string;
    name: string;
  }[];
  let chosen: { code: string; name: string; phases: string[] } | undefined;
  for (const e of events) {
    const res = await request.get(`/api/events/${e.code}/classification`, {
      headers: { 'accept-language': 'en-US' },
    });
    const rows = (await res.json()).rows as { phase: string; phase_name: string }[];
    if (rows.some((r) => r.phase === 'PREL')) {
      chosen = { code: e.code, name: e.name, phases: [...new Set(rows.map((r) => r.phase_name))] };
      break;
    }
  }
  expect(chosen, 'a basketball event with preliminary results').toBeTruthy();

  await page.goto(`/aze/discipline/BKB/finalrank?event=${chosen!.code}`);
  const table = page.getByTestId('classification');
  await expect(table).toBeVisible();
  const main = page.locator('main');
  await expect(main).toContainText('Basketbol');
  // The event picker and the table's title name the events in Azerbaijani too.
  await expect(main).toContainText(/Turnir · (Kişilər|Qadınlar)/);
  await expect(main).toContainText(/turniri · (Kişilər|Qadınlar)/);
  // Events named in English only (other tests add such events) read in English by design.
  const inAzerbaijani = (await (
    await request.get('/api/disciplines/BKB/events', { headers: { 'accept-language': 'az-AZ' } })
  ).json()) as { events: { code: string; name: string }[] };
  const azName = new Map(inAzerbaijani.events.map((e) => [e.code, e.name]));
  for (const e of events.filter((x) => azName.get(x.code) !== x.name))
    await expect(main).not.toContainText(e.name);
  const phases = await table.locator('tbody tr td:nth-child(3)').allTextContents();
  expect(phases).toContain('İlkin mərhələ');
  for (const phase of phases) expect(phase.trim()).not.toMatch(RAW_CODE);
  expect(chosen!.phases).toContain('Preliminary round');
  expect(phases).not.toContain('Preliminary round');
  // Flags are named from the app's own Azerbaijani table, not the browser's (English) region names.
  const alts = await table
    .getByRole('img')
    .evaluateAll((flags) => flags.map((f) => f.getAttribute('alt') ?? f.getAttribute('aria-label')));
  const azTable = JSON.parse(fs.readFileSync('src/shared/domain/country-names/az-AZ.json', 'utf8')) as object;
  const azNames = new Set(Object.values(azTable));
  expect(alts.filter((a) => a && azNames.has(a)).length).toBeGreaterThan(3);
  expect(alts).not.toContain('Egypt');
});

/** A minor (under 18 when the games open) with a school, from the public list and profiles. */
async function minorId(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const list = await (await fetch('/api/athletes?page_size=40')).json();
    for (const a of list.items as { id: number }[]) {
      const profile = await fetch(`/api/athletes/${a.id}`).then((r) => r.json());
      if (profile.age < 18) return a.id;
    }
    throw new Error('no minor');
  });
}

test("a minor's profile shows no birth date, weight, height or school; an admin sees them", async ({
  page,
}) => {
  await page.goto('/participants/athletes');
  const id = await minorId(page);
  await page.goto(`/participants/profile/${id}`);
  await expect(page.getByTestId('profile-age')).toBeVisible();
  for (const hidden of ['profile-height', 'profile-weight', 'profile-institution', 'profile-birth-date'])
    await expect(page.getByTestId(hidden)).toHaveCount(0);
  // The public JSON says no more than the page: the fields are absent, not empty.
  const keys = await page.evaluate(
    async (athlete) => Object.keys(await (await fetch(`/api/athletes/${athlete}`)).json()),
    id,
  );
  for (const key of ['birth_date', 'weight_kg', 'height_cm', 'institution', 'photo_url'])
    expect(keys).not.toContain(key);

  await loginAsAdmin(page);
  await page.goto(`/participants/profile/${id}`);
  await expect(page.getByTestId('profile-birth-date')).toContainText(/\d{4}-\d{2}-\d{2}/);
  await expect(page.getByTestId('profile-weight')).toBeVisible();
  await expect(page.getByTestId('profile-minor-note')).toBeVisible();
});

test('a unit whose request fails says it could not load, retries, keeps its data; only a 404 says not found', async ({
  page,
  request,
}) => {
  const day = (await (await request.get('/api/schedule/days/2026-07-15')).json()).units as { code: string }[];
  const code = day[0]!.code;
  const path = `/discipline/${code.slice(0, 3)}/results/${code}`;
  const failing = (route: import('@playwright/test').Route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' });
  await page.route(`**/api/units/${code}`, failing);
  const started = Date.now();
  await page.goto(path);
  const error = page.getByTestId('load-error');
  // The first failed answer ends the skeleton: the retries go on behind the message.
  await expect(error).toContainText('There was an error loading the content');
  expect(Date.now() - started).toBeLessThan(10_000);
  await expect(page.getByText('There is no session with this code')).toHaveCount(0);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/unit-error-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.unroute(`**/api/units/${code}`);
  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('unit-page')).toBeVisible();
  await expect(error).toHaveCount(0);

  // The server fails when the unit is opened again: the unit stays, with the error and its retry above.
  await page.route(`**/api/units/${code}`, failing);
  await page.clock.runFor(6_000); // the answer is stale now
  await page.getByTestId('unit-page').getByRole('link').first().click();
  await expect(page.getByTestId('unit-page')).toHaveCount(0);
  await page.goBack();
  await throughRetries(page, () => expect(error).toBeVisible({ timeout: 100 }));
  await expect(page.getByTestId('unit-page')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/unit-error-kept-data.png` });

  // An unknown unit is a 404: that, and only that, says there is no such session.
  await page.goto(`/discipline/ATH/results/ATHM4X400M--D1--------FNL-999900--`);
  await expect(page.getByText('There is no session with this code')).toBeVisible();
});

test('Spanish, Portuguese and Azerbaijani pages show no English event or venue name', async ({
  page,
  request,
}) => {
  const english = { 'accept-language': 'en-US' };
  const events = (await (await request.get('/api/disciplines/ATH/events', { headers: english })).json())
    .events as { code: string; name: string }[];
  const venues = (await (await request.get('/api/venues', { headers: english })).json()).items as {
    name: string;
    names: Record<string, string>;
  }[];
  for (const [prefix, tag] of [
    ['/spa', 'es-ES'],
    ['/por', 'pt-PT'],
    ['/aze', 'az-AZ'],
  ] as const) {
    // A name the language writes just as English does (a proper name) is no English left over.
    const theirs = (await (
      await request.get('/api/disciplines/ATH/events', { headers: { 'accept-language': tag } })
    ).json()) as { events: { code: string; name: string }[] };
    const translated = new Map(theirs.events.map((e) => [e.code, e.name]));
    const englishEvents = events.filter((e) => translated.get(e.code) !== e.name).map((e) => e.name);
    expect(englishEvents.length, `${tag}: athletics events named in the language`).toBeGreaterThan(20);
    await page.goto(`${prefix}/discipline/ATH/competitions`);
    await expect(page.getByTestId('event-item').first()).toBeVisible();
    const eventsText = (await page.locator('main').textContent()) ?? '';
    expect(
      englishEvents.filter((name) => eventsText.includes(name)),
      tag,
    ).toEqual([]);

    await page.goto(`${prefix}/venues`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const venuesText = (await page.locator('main').textContent()) ?? '';
    // Venues an organiser named in English only (other tests make some) read in English by design.
    const englishVenues = venues.filter((v) => v.names[tag.slice(0, 2)] !== v.name).map((v) => v.name);
    expect(englishVenues.length, `${tag}: venues named in the language`).toBeGreaterThan(8);
    expect(
      englishVenues.filter((name) => venuesText.includes(name)),
      tag,
    ).toEqual([]);
  }
});
