import type { Page } from '@playwright/test';
import { expect, loginAsAdmin, test } from './fixtures';

/**
 * An organiser's first hour on a phone, by links only from the home screen: a venue with its
 * coordinates, a hotel, the import template imported as it is downloaded, the schedule a
 * visitor then sees (venue names, every swimmer of a heat of three), a redirect that answers
 * 301, and a results-desk change that the audit tells in names. The admin account is the one
 * the e2e server's start made with the README's command (scripts/user-create.ts).
 */
test.use({ viewport: { width: 390, height: 844 } });

const unitCode = (event: string, phase: string) => event.padEnd(22, '-') + phase.padEnd(4, '-') + '0001----';
const HEAT = unitCode('SWMWEXAMPLE', 'HEAT');
const SWIMMERS = ['Aysel Məmmədova', 'Ana Souza', 'Inês Costa'];

/** From any screen to one organisers' tool, as a phone reaches it: More, Organisers, the tool. */
async function openTool(page: Page, tool: RegExp) {
  await page.getByRole('navigation').getByRole('link', { name: 'More' }).click();
  await page.getByRole('link', { name: 'Organisers' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: tool }).click();
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('from the home screen to a published games: venue, hotel, template import, public schedule, redirect, audit', async ({
  page,
}) => {
  const tag = Date.now().toString(36).toUpperCase().slice(-5);
  await loginAsAdmin(page);
  await page.goto('/');

  // A venue with typed coordinates.
  await openTool(page, /^Venues/);
  await page.getByRole('button', { name: 'New venue' }).click();
  await page.getByLabel('Code').fill(`FH${tag}`);
  await page.getByLabel('English').fill(`Seaside Arena ${tag}`);
  await page.getByLabel('City').fill('Baku');
  await page.getByLabel('Latitude').fill('40.3777');
  await page.getByLabel('Longitude').fill('49.8920');
  await page.getByRole('button', { name: 'Create venue' }).click();
  await expect(page.getByTestId('venue-row').filter({ hasText: `Seaside Arena ${tag}` })).toContainText(
    '40.3777, 49.892',
  );
  expect(await noSideScroll(page)).toBe(true);

  // A hotel, published.
  await openTool(page, /^Content/);
  await page.getByRole('tab', { name: 'Places' }).click();
  await page.getByRole('button', { name: 'New place' }).click();
  await page.getByLabel('Title (English, required)').fill(`Hotel Shore ${tag}`);
  await page.getByLabel('Type of place').selectOption({ label: 'Hotel' });
  await page.getByLabel('Address').fill('Neftchilar Avenue 3, Baku');
  await page.getByLabel('Latitude').fill('40.3702');
  await page.getByLabel('Longitude').fill('49.8372');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const hotel = page.getByTestId('content-row').filter({ hasText: `Hotel Shore ${tag}` });
  await hotel.getByRole('button', { name: `Published: Hotel Shore ${tag}` }).click();
  await expect(hotel).toContainText('Published');
  expect(await noSideScroll(page)).toBe(true);

  // The template, downloaded from the import screen and imported unchanged.
  await openTool(page, /^Import a games/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'English', exact: true }).click(),
  ]);
  await page.getByLabel('Spreadsheet (XLSX or CSV)').setInputFiles((await download.path())!);
  await expect(page.getByText('No errors. Check the changes, then confirm.')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm import' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Imported. The public schedule and live screens show it now.',
  );

  // The hotel among the places (a signed-in screen).
  await page.goto('/places/hotel');
  await expect(page.getByText(`Hotel Shore ${tag}`)).toBeVisible();
  // What a visitor sees: the heat's day with the venue's name and all three swimmers (its
  // location was left empty in the template, so it is stored as the venue's code).
  const visitor = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 390, height: 844 } });
  const heat = (await (await visitor.request.get(`/api/units/${HEAT}`)).json()) as {
    unit: { logical_day: string };
  };
  await visitor.goto(`/schedule/days?day=${heat.unit.logical_day}&discipline=SWM`);
  const heatRow = visitor.locator(`[data-testid="unit-row"][data-unit="${HEAT}"]`);
  await expect(heatRow.getByTestId('entrant-name')).toHaveText(SWIMMERS);
  await expect(heatRow.getByTestId('unit-name')).toHaveText('Heat 1 · Example Aquatics Centre');
  await heatRow.click();
  await expect(visitor.getByTestId('unit-where')).toHaveText('Example Aquatics Centre');
  await expect(visitor.getByTestId('start-row')).toHaveCount(3);
  await visitor.close();

  // A redirect from an old address, answered with 301.
  await openTool(page, /^Redirects/);
  const oldPath = `/first-hour-${tag.toLowerCase()}`;
  await page.getByLabel('Old path').fill(oldPath);
  await page.getByLabel('New address').fill('/places/hotel');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Redirect from ${oldPath} added.` })).toBeVisible();
  const moved = await page.request.get(oldPath, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/places/hotel');

  // A desk change on the imported heat (two swimmers swap lanes), then the audit tells it in names.
  const desk = (await (await page.request.get(`/api/admin/units/${HEAT}`)).json()) as {
    unit: { name: string };
    start_list: { competitor_code: string; competitor_type: 'A' | 'T'; start_order: number; name: string }[];
  };
  const [a, b, ...rest] = desk.start_list.map(({ competitor_code, competitor_type, start_order }) => ({
    competitor_code,
    competitor_type,
    start_order,
  }));
  const swapped = [{ ...a!, start_order: b!.start_order }, { ...b!, start_order: a!.start_order }, ...rest];
  for (const entries of [swapped, [a!, b!, ...rest]]) {
    const res = await page.request.put(`/api/admin/units/${HEAT}/start-list`, { data: { entries } });
    expect(res.ok(), await res.text()).toBe(true);
  }
  await openTool(page, /^Audit/);
  const change = page.getByTestId('audit-entry').filter({ hasText: HEAT }).first();
  await expect(change).toContainText('Start list');
  for (const s of desk.start_list.slice(0, 2)) await expect(change).toContainText(s.name);
  expect((await change.textContent()) ?? '').not.toMatch(/[{}[\]]|competitor_code|start_order/);
  expect(await noSideScroll(page)).toBe(true);
});
