import { expect, test } from './fixtures';

// Tiles come from a third-party server the test answers itself: here it fails every time.
const TILES = 'https://tile.openstreetmap.org/**';

for (const failure of ['500', 'abort'] as const) {
  test(`with every tile failing (${failure}), the venues map keeps one named pin per venue`, async ({
    page,
    request,
  }) => {
    const venues = (
      (await (await request.get('/api/venues')).json()) as {
        items: { name: string; latitude: number | null; longitude: number | null }[];
      }
    ).items.filter((v) => v.latitude !== null && v.longitude !== null);
    expect(venues.length).toBeGreaterThan(1);
    await page.route(TILES, (route) =>
      failure === '500' ? route.fulfill({ status: 500, body: 'down' }) : route.abort('connectionrefused'),
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/venues');

    const map = page.getByRole('region', { name: 'Map of the venues' });
    await expect(page.getByTestId('map-plain')).toHaveText('No map tiles: places shown by name');
    await expect(page.getByTestId('no-map')).toHaveCount(0);
    await expect(map.locator('.map-pin')).toHaveCount(venues.length);
    await expect(map.locator('.leaflet-tile')).toHaveCount(0);
    const labels = map.locator('.map-pin-label');
    await expect(labels).toHaveCount(venues.length);
    expect((await labels.allTextContents()).sort()).toEqual(venues.map((v) => v.name).sort());
    // Fitted to the pins: every pin is inside the map's box.
    const box = (await map.boundingBox())!;
    for (const pin of await map.locator('.map-pin').all()) {
      const p = (await pin.boundingBox())!;
      expect(p.x).toBeGreaterThanOrEqual(box.x - 1);
      expect(p.x + p.width).toBeLessThanOrEqual(box.x + box.width + 1);
      expect(p.y).toBeGreaterThanOrEqual(box.y - 1);
      expect(p.y + p.height).toBeLessThanOrEqual(box.y + box.height + 1);
    }
    if (process.env.MAP_SHOTS_DIR)
      await page.screenshot({ path: `${process.env.MAP_SHOTS_DIR}/map-plain-${failure}.png` });
    // The pins still lead to their place in the list.
    await expect(page.getByTestId('venue')).toHaveCount(
      ((await (await request.get('/api/venues')).json()) as { items: unknown[] }).items.length,
    );
  });
}
