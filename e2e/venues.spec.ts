import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const TILES = 'https://tile.openstreetmap.org/**';

/** Answers every tile request here, so the map draws with no network; returns the count. */
async function serveTiles(page: Page) {
  const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#cfe3d4' } })
    .png()
    .toBuffer();
  const served = { count: 0 };
  await page.route(TILES, (route) => {
    served.count++;
    return route.fulfill({ body: tile, contentType: 'image/png' });
  });
  return served;
}

test('the venues map has one pin per venue, drawn from tiles the test answers', async ({ page, request }) => {
  const venues = (await (await request.get('/api/venues')).json()).items as { name: string }[];
  expect(venues.length).toBeGreaterThan(1);
  const tiles = await serveTiles(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/venues');

  const map = page.getByRole('region', { name: 'Map of the venues' });
  await expect(map).toBeVisible();
  await expect(map.locator('.map-pin')).toHaveCount(venues.length);
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
  expect(tiles.count).toBeGreaterThan(0);
  await expect(map.getByText('© OpenStreetMap contributors')).toBeVisible();

  // The list names every venue, each with a way there.
  await expect(page.getByTestId('venue')).toHaveCount(venues.length);
  await expect(page.getByRole('link', { name: `Directions to ${venues[0]!.name}` })).toHaveAttribute(
    'href',
    /google\.com\/maps\/dir\/\?api=1&destination=/,
  );
});

test('with the tiles failing, the pins stay on a plain map and the list still works', async ({ page }) => {
  await page.route(TILES, (route) => route.abort('internetdisconnected'));
  await page.goto('/venues');
  await expect(page.getByTestId('map-plain')).toBeVisible();
  await expect(page.getByTestId('venue').first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Map of the venues' }).locator('.map-pin').first(),
  ).toBeVisible();
});

test('the venues page speaks the reader’s language', async ({ page }) => {
  await page.route(TILES, (route) => route.abort());
  await page.goto('/spa/venues');
  await expect(page.getByRole('heading', { level: 1, name: 'Sedes' })).toBeVisible();
  await expect(page.getByTestId('map-plain')).toHaveText('Sin mapa de fondo: lugares mostrados por nombre');
});

test('a venue page gives its address, the way there and what is on next', async ({ page, request }) => {
  await page.route(TILES, (route) => route.abort());
  await page.clock.install({ time: new Date('2026-07-16T14:30:00Z') });
  const venues = (await (await request.get('/api/venues')).json()).items as { code: string; name: string }[];
  const venue = (await (await request.get(`/api/venues/${venues[0]!.code}`)).json()) as {
    name: string;
    details: { address: string } | null;
    next_sessions: unknown[];
  };
  await page.goto('/venues');
  await page.getByRole('link', { name: venues[0]!.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
  if (venue.details) await expect(page.getByTestId('venue-address')).toHaveText(venue.details.address);
  await expect(page.getByRole('link', { name: 'Directions' })).toHaveAttribute('href', /destination=/);
  if (venue.next_sessions.length > 0) await expect(page.getByTestId('next-sessions')).toBeVisible();
});
