import { test, expect } from './fixtures';
import { BKB_MATCH } from './schedule-support';

/**
 * Offline reading with the real service worker: screens seen once show their kept data
 * and its age when the network is gone; a screen never seen says it needs a connection.
 */
test.use({ serviceWorkers: 'allow', timezoneId: 'Asia/Baku', locale: 'en-US' });

test('seen screens open offline with their data and its age; the note goes back online', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const athletes = (await request.get('/api/athletes?limit=1').then((r) => r.json())) as {
    items: { id: number; name: string }[];
  };
  const athlete = athletes.items[0]!;
  const screens: { path: string; content: () => ReturnType<typeof page.getByText> }[] = [
    { path: '/schedule/grid', content: () => page.getByTestId('schedule-grid') },
    { path: `/discipline/BKB/results/${BKB_MATCH}`, content: () => page.getByTestId('unit-title') },
    { path: '/medals/all', content: () => page.getByRole('table').first() },
    { path: `/participants/profile/${athlete.id}`, content: () => page.getByTestId('profile-bib') },
  ];

  await page.goto('/schedule/grid');
  // The service worker must control the page before the network goes.
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return !!navigator.serviceWorker.controller;
  });
  for (const s of screens) {
    await page.goto(s.path);
    await expect(s.content()).toBeVisible();
    // A reader spends a moment on a screen; its answers are written to the device meanwhile.
    await page.waitForTimeout(1000);
  }

  await context.setOffline(true);
  let ageText = '';
  for (const s of screens) {
    await page.goto(s.path);
    await expect(s.content()).toBeVisible();
    const note = page.getByTestId('offline-note');
    await expect(note).toHaveText(/^Offline — data from \d{1,2}:\d{2}/);
    ageText = (await note.textContent()) ?? '';
  }
  // The time is the reader's clock (Baku here): within the last few minutes.
  const shown = /(\d{1,2}):(\d{2})/.exec(ageText)!;
  const baku = new Date(Date.now() + 4 * 3600_000);
  const minutes = baku.getUTCHours() * 60 + baku.getUTCMinutes();
  const shownMinutes = Number(shown[1]) * 60 + Number(shown[2]);
  expect(Math.abs(minutes - shownMinutes) % (24 * 60)).toBeLessThan(5);

  // Never opened on this device: no data to show.
  await page.goto('/participants/athletes');
  await expect(page.getByTestId('offline-note')).toHaveText(
    'Offline — this screen needs a connection the first time it opens.',
  );

  // Back online: the open screen refreshes by itself and the note goes.
  await page.goto(`/participants/profile/${athlete.id}`);
  await expect(page.getByTestId('offline-note')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('offline-note')).toHaveCount(0);
  await expect(page.getByTestId('profile-bib')).toBeVisible();
});
