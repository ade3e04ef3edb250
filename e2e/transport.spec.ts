import { expect, loginAsAdmin, test } from './fixtures';

/**
 * /transport is for logged-in users of the phone app: the test is the Android app, logged
 * in, with its clock on a competition afternoon and the phone set to another time zone
 * than the games' (São Paulo, 7 hours behind Baku).
 */
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'America/Sao_Paulo' });

type Line = { title: { en: string }; stops: { name: string; offset_min: number }[]; departures: string[] };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { Capacitor: unknown }).Capacitor = {
      getPlatform: () => 'android',
      isNativePlatform: () => true,
    };
  });
  await page.clock.install({ time: new Date('2026-07-16T14:30:00Z') }); // 18:30 in Baku
  await loginAsAdmin(page);
});

test('next departures count down from the chosen stop, at the games’ wall-clock times', async ({
  page,
  request,
}) => {
  // Signing in, the board and a minute run on the clock: 23 s on a busy 2-core machine.
  test.setTimeout(60_000);
  const { lines } = (await (await request.get('/api/transport')).json()) as { lines: Line[] };
  const line = lines[0]!;
  const stop = line.stops[1]!;
  // The first departure at or after 18:30 Baku time from that stop, from the timetable.
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
  const next = line.departures
    .map((d) => minutes(d) + stop.offset_min)
    .filter((m) => m >= 18 * 60 + 30)
    .sort((a, b) => a - b)[0]!;

  await page.goto('/transport');
  await page.getByLabel('Your stop').selectOption(stop.name);
  const board = page.getByTestId('departure');
  await expect(board.first()).toBeVisible();
  // Times follow the reader's clock (São Paulo, 7 hours behind Baku) as the schedule does:
  // the first departure of this line, with the minutes left.
  const row = board.filter({ hasText: line.title.en }).first();
  const local = next - 7 * 60;
  const hh = String(Math.floor(local / 60) % 24).padStart(2, '0');
  const mm = String(local % 60).padStart(2, '0');
  await expect(row.getByTestId('departure-time')).toHaveText(`${hh}:${mm}`);
  const left = next - (18 * 60 + 30);
  // The browser's clock has run on a little while the test logged in: a minute less is right too.
  await expect(row.getByTestId('departure-countdown')).toHaveText(
    left < 10 ? /^(now|in \d:\d\d)$/ : new RegExp(`^in (${left}|${left - 1}) min$`),
  );
  // It counts down as time passes.
  const before = await row.getByTestId('departure-countdown').textContent();
  await page.clock.runFor(61_000);
  await expect(row.getByTestId('departure-countdown')).not.toHaveText(before!);
});

test('the transport guide’s first page is drawn, and it downloads with its name', async ({ page }) => {
  await page.goto('/transport');
  const canvas = page.getByTestId('pdf-canvas');
  await expect(canvas).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() =>
      canvas.evaluate((c: HTMLCanvasElement) => {
        const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
        // Any pixel that is not white: text or drawing on the page.
        for (let i = 0; i < data.length; i += 4) if (data[i]! < 200) return true;
        return false;
      }),
    )
    .toBe(true);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the guide' }).click();
  expect((await download).suggestedFilename()).toBe('transport-guide.pdf');
});
