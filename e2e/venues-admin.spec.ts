import type { Page } from '@playwright/test';
import { test, expect, loginAsAdmin, pngFromCanvas } from './fixtures';

// Map tiles come from a third-party server: the test answers them itself, never the network.
const TILES = 'https://tile.openstreetmap.org/**';
/** A plain 1×1 PNG, a tile as good as any for a tap. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('an admin on a phone creates a venue with names in two languages, a picked then typed place and a photo; Spanish readers see it; it is edited and deleted, and a venue in use is kept', async ({
  page,
}) => {
  const code = `E2E${Date.now().toString(36).toUpperCase().slice(-6)}`;
  await page.route(TILES, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE }));
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: /^Venues/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Venues');
  await expect(page.getByTestId('venue-row').first()).toBeVisible();
  expect(await noSideScroll(page)).toBe(true);

  // A venue in use is refused, saying what uses it.
  const aqc = page.getByTestId('venue-row').filter({ hasText: 'AQC' });
  await aqc.getByRole('button', { name: 'Delete Aquatics Centre' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText(
    'The venue AQC cannot be deleted while it is used by',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'New venue' }).click();
  await page.getByLabel('Code').fill(code.toLowerCase());
  await page.getByLabel('English').fill(`Harbour Pool ${code}`);
  await page.getByLabel('Spanish').fill(`Piscina del Puerto ${code}`);
  await page.getByLabel('City').fill('Baku');
  await page.getByLabel('Address').fill('Neftchilar Avenue 12, Baku');
  // A tap on the map fills the coordinates in; the organiser then types the exact ones.
  const map = page.getByRole('region', { name: 'Map: tap to place the venue' });
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeAttached();
  await map.click({ position: { x: 120, y: 100 } });
  await expect(page.getByLabel('Latitude')).toHaveValue(/^-?\d+(\.\d+)?$/);
  await expect(page.getByLabel('Longitude')).toHaveValue(/^-?\d+(\.\d+)?$/);
  await expect(map.locator('.map-pin')).toHaveCount(1);
  await page.getByLabel('Latitude').fill('95');
  await page.getByLabel('Longitude').fill('49.8461');
  await page
    .getByLabel('Photo')
    .setInputFiles({ name: 'pool.png', mimeType: 'image/png', buffer: await pngFromCanvas(page, '#1a7f5a') });
  await expect(page.getByRole('img', { name: 'Preview of the uploaded image' })).toBeVisible();
  await page.getByRole('button', { name: 'Create venue' }).click();
  await expect(page.getByText('The latitude is a number from -90 to 90')).toBeVisible();
  await page.getByLabel('Latitude').fill('40.3811');
  expect(await noSideScroll(page)).toBe(true);
  await page.getByRole('button', { name: 'Create venue' }).click();

  const row = page.getByTestId('venue-row').filter({ hasText: code });
  await expect(row).toContainText(`Harbour Pool ${code}`);
  await expect(row).toContainText('Neftchilar Avenue 12, Baku');
  await expect(row).toContainText('40.3811, 49.8461');
  await expect(row).toContainText('Not translated: Portuguese, Azerbaijani');

  // A Spanish reader: the Spanish name, the address and the re-encoded photo.
  await page.goto(`/spa/venues/${code}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Piscina del Puerto ${code}`);
  await expect(page.getByTestId('venue-address')).toHaveText('Neftchilar Avenue 12, Baku');
  const picture = page.getByRole('img', { name: `Piscina del Puerto ${code}` }).first();
  await expect(picture).toHaveAttribute('src', /^\/api\/files\/[\w-]+\/\d+\.(jpg|png)$/);
  await page.goto('/por/venues');
  await expect(page.getByRole('link', { name: `Harbour Pool ${code}`, exact: true })).toBeVisible();

  // Edited: the public page shows the new name at once.
  await page.goto(`/eng/admin/venues?edit=${code}`);
  await expect(page.getByRole('heading', { name: `Edit Harbour Pool ${code}` })).toBeVisible();
  await page.getByLabel('Spanish').fill(`Piscina Municipal ${code}`);
  await page.getByLabel('Portuguese').fill(`Piscina do Porto ${code}`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(row).not.toContainText('Not translated: Portuguese');
  await page.goto(`/spa/venues/${code}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Piscina Municipal ${code}`);

  // Deleted: gone from the list and from the public pages.
  await page.goto('/eng/admin/venues');
  await row.getByRole('button', { name: `Delete Harbour Pool ${code}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  expect((await page.request.get(`/api/venues/${code}`)).status()).toBe(404);
});
