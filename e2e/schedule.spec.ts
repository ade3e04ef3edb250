import { test, expect } from './fixtures';
import { api, DAY, gridCell, timeIn, type Grid, type Item, type Unit } from './schedule-support';

/**
 * Schedule, results and the discipline area on the seeded youth games (deterministic: the
 * demo's "now" is day 7 at 18:30 Baku time). Expectations come from the API in the test.
 */

// Times are checked in a zone far from the games' (Baku, UTC+4): São Paulo is UTC-3.
test.use({ timezoneId: 'America/Sao_Paulo', locale: 'en-US' });

test.describe('schedule tabs', () => {
  test('grid: sports down, days across, counts and medal marks as the API says', async ({
    page,
    request,
  }) => {
    const grid = await api<Grid>(request, '/api/schedule/grid?days=event&filter=all');
    await page.goto('/schedule/grid');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schedule');
    await expect(page.getByRole('tab', { name: 'Grid' })).toHaveAttribute('aria-current', 'page');
    const table = page.getByTestId('schedule-grid');
    await expect(table.getByTestId('grid-row')).toHaveCount(grid.rows.length);
    // Every sport in sight once drawing ends (later rows are built in a hidden body first).
    await expect(table.locator('table')).not.toHaveAttribute('aria-busy', 'true');
    for (const row of await table.getByTestId('grid-row').all()) await expect(row).toBeVisible();
    await expect(table.locator('thead th[data-day]')).toHaveCount(grid.days.length);

    const ath = grid.rows.find((r) => r.discipline === 'ATH')!;
    for (const cell of ath.cells.slice(0, 4)) {
      const link = (await gridCell(page, 'ATH', cell.day)).getByTestId('grid-cell');
      await expect(link).toHaveAttribute('data-units', String(cell.units));
      await expect(link).toHaveAttribute('data-medals', String(cell.medal_units));
      await expect(link).toContainText(String(cell.units));
    }
    // A cell opens that sport's day.
    const cell = ath.cells.find((c) => c.units > 0)!;
    await (await gridCell(page, 'ATH', cell.day)).getByTestId('grid-cell').click();
    await expect(page).toHaveURL(new RegExp(`/schedule/days\\?day=${cell.day}&discipline=ATH$`));
    await expect(page.getByTestId('unit-row').first()).toBeVisible();
    await expect(page.getByTestId('day-title')).toContainText(
      new Date(`${cell.day}T12:00:00Z`).toLocaleDateString('en-US', { day: 'numeric', timeZone: 'UTC' }),
    );
  });

  test('grid: the all-days / event-days toggle and a filter', async ({ page, request }) => {
    const competition = await api<{ days: { day: string; event_day: boolean }[] }>(
      request,
      '/api/competition',
    );
    await page.goto('/schedule/grid');
    const table = page.getByTestId('schedule-grid');
    const eventDays = competition.days.filter((d) => d.event_day).length;
    await expect(table.locator('thead th[data-day]')).toHaveCount(eventDays);
    await page.getByRole('button', { name: 'All days' }).click();
    await expect(page).toHaveURL(/days=all/);
    await expect(table.locator('thead th[data-day]')).toHaveCount(competition.days.length);
    // Arrival day (before the first event day) now shows.
    await expect(table.locator(`thead th[data-day="${competition.days[0]!.day}"]`)).toBeVisible();

    const meetings = await api<Grid>(request, '/api/schedule/grid?days=all&filter=meeting');
    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Meetings' }).click();
    await expect(page).toHaveURL(/filter=meeting/);
    await expect(table.getByTestId('grid-row')).toHaveCount(meetings.rows.length);
    // Meetings are not sessions: every cell shows items only.
    await expect(table.locator('[data-testid="grid-cell"][data-units="0"]')).toHaveCount(
      meetings.rows.flatMap((r) => r.cells).filter((c) => c.items > 0).length,
    );
    // Deep link survives a reload.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Meetings' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'All days' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('days: a day lists its units and items in time order with statuses and medal marks', async ({
    page,
    request,
  }) => {
    const data = await api<{ units: Unit[]; items: Item[] }>(
      request,
      `/api/schedule/days/${DAY}?discipline=BKB`,
    );
    await page.goto(`/schedule/days?day=${DAY}&discipline=BKB`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results');
    await expect(page.getByTestId('day-title')).toHaveText('Thursday, July 16');
    await expect(page.getByText(`${data.units.length + data.items.length} sessions`)).toBeVisible();
    const rows = page.getByTestId('unit-row');
    const first = data.units[0]!;
    await expect(rows.first()).toHaveAttribute('data-unit', first.code);
    await expect(rows.first().getByTestId('unit-event')).toHaveText(first.event_name);
    await expect(rows.first().getByTestId('unit-time')).toHaveText(
      timeIn(first.start_at, 'America/Sao_Paulo'),
    );
    // The live ones say so (demo now: 18:30 on day 7, basketball pool games running).
    await expect(page.locator('[data-testid="unit-row"]', { hasText: 'Live' }).first()).toBeVisible();
    await expect(page.getByTestId('updated-ago')).toContainText('Updated');

    // The event-days toggle changes the days offered.
    await expect(page.getByTestId('day-picker').getByRole('button')).toHaveCount(10);
    await page.getByRole('button', { name: 'All days' }).click();
    await expect(page.getByTestId('day-picker').getByRole('button')).toHaveCount(13);

    // Medal events filter: only medal units (and ceremonies).
    const medal = await api<{ units: Unit[]; items: Item[] }>(
      request,
      `/api/schedule/days/${DAY}?discipline=BKB&filter=medal`,
    );
    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Medal events' }).click();
    await expect(page.getByTestId('unit-row')).toHaveCount(medal.units.length);
    if (medal.units.length > 0)
      await expect(page.getByTestId('unit-row').first().getByTestId('medal-unit')).toBeVisible();
  });

  test('the time-zone switch shows games time and names the zone', async ({ page, request }) => {
    const data = await api<{ units: Unit[] }>(request, `/api/schedule/days/${DAY}?discipline=SWM`);
    const first = data.units[0]!;
    await page.goto(`/schedule/days?day=${DAY}&discipline=SWM`);
    const zone = page.getByTestId('zone-name');
    await expect(zone).toContainText('My time (Sao Paulo · GMT-3)');
    await expect(page.getByTestId('unit-time').first()).toHaveText(
      timeIn(first.start_at, 'America/Sao_Paulo'),
    );
    await page.getByRole('button', { name: 'Show games time' }).click();
    await expect(zone).toContainText('Games time (Baku · GMT+4)');
    await expect(page.getByTestId('unit-time').first()).toHaveText(timeIn(first.start_at, 'Asia/Baku'));
    // The preference is the user state's and survives a reload.
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').preferredTimezone),
    ).toBe('event');
    await page.reload();
    await expect(page.getByTestId('unit-time').first()).toHaveText(timeIn(first.start_at, 'Asia/Baku'));
  });

  test('sports: blocks, coordinators and technical meetings', async ({ page, request }) => {
    const list = await api<{ items: { code: string; coordinator: { name: string } }[] }>(
      request,
      '/api/disciplines',
    );
    await page.goto('/schedule/disciplines');
    await expect(page.getByTestId('discipline-block')).toHaveCount(list.items.length);
    await expect(page.getByTestId('discipline-block').first()).toContainText('Archery');
    await page.getByRole('button', { name: 'Coordinators' }).click();
    await expect(page.getByTestId('coordinator-row')).toHaveCount(list.items.length);
    await expect(page.getByTestId('coordinators')).toContainText(list.items[0]!.coordinator.name);
    await page.getByRole('button', { name: 'Technical meetings' }).click();
    await expect(
      page.getByTestId('meetings').locator('[data-type="technical-meeting"]').first(),
    ).toContainText('Technical meeting');
  });

  test('event and classification tabs', async ({ page, request }) => {
    const event = 'SWMM200MBK--D1--------';
    const schedule = await api<{ days: { units: Unit[] }[] }>(request, '/api/schedule/disciplines/SWM');
    const units = schedule.days.flatMap((d) => d.units).filter((u) => u.code.startsWith(event));
    await page.goto(`/schedule/event?event=${event}`);
    await expect(page.getByLabel('Event')).toHaveValue(event);
    await expect(page.getByTestId('unit-row')).toHaveCount(units.length);
    await expect(page.getByTestId('unit-row').first().getByTestId('unit-name')).toContainText(units[0]!.name);

    const cls = await api<{
      rows: { rank: number | null; competitor: { name: string }; medal: string | null }[];
    }>(request, `/api/events/${event}/classification`);
    await page.getByRole('link', { name: 'Event classification' }).click();
    await expect(page).toHaveURL(/\/schedule\/classification\?event=/);
    const rows = page.getByTestId('classification-row');
    await expect(rows).toHaveCount(cls.rows.length);
    for (let i = 0; i < 3; i++) {
      await expect(rows.nth(i)).toContainText(cls.rows[i]!.competitor.name);
      await expect(rows.nth(i).getByRole('img', { name: /medal/ })).toHaveCount(cls.rows[i]!.medal ? 1 : 0);
    }
    await expect(page.getByText('Final classification', { exact: true }).first()).toBeVisible();
  });
});
