import { test, expect, ingest } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * Issue 4: schedule, results and discipline area on the seeded youth games (deterministic:
 * the demo's "now" is day 7 at 18:30 Baku time). Expectations come from the API in the test.
 */

// Times are checked in a zone far from the games' (Baku, UTC+4): São Paulo is UTC-3.
test.use({ timezoneId: 'America/Sao_Paulo', locale: 'en-US' });

const DAY = '2026-07-16';
const BKB_MATCH = 'BKBMTEAM----D1--------PREL000100--';
const RELAY = 'ATHM4X400M--D1--------FNL-000100--';

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

type Unit = {
  code: string;
  event_name: string;
  name: string;
  start_at: string;
  medal: boolean;
  discipline: string;
};
type Item = { id: number; type: string; title: string; start_at: string };
type Grid = {
  days: string[];
  rows: {
    discipline: string | null;
    cells: { day: string; units: number; medal_units: number; items: number }[];
  }[];
};

function timeIn(iso: string, zone: string) {
  return new Intl.DateTimeFormat('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(new Date(iso));
}

async function gridCell(page: Page, discipline: string, day: string) {
  return page.locator(`[data-testid="grid-row"][data-discipline="${discipline}"] td[data-day="${day}"]`);
}

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

test.describe('a unit', () => {
  test('summary, results, start list and reports of a basketball match', async ({ page, request }) => {
    const unit = await api<{
      results: {
        competitor: { name: string };
        score: string;
        extras: { halves: { a: number; b: number }[] };
      }[];
      start_list: { competitor?: never; name: string }[];
    }>(request, `/api/units/${BKB_MATCH}`);
    await page.goto(`/discipline/BKB/results/${BKB_MATCH}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Basketball');
    await expect(page.getByTestId('unit-title')).toHaveText('Tournament · Men');
    const [a, b] = unit.results;
    await expect(page.getByTestId('score')).toHaveText(a!.score.replace('-', '–'));
    await expect(page.getByTestId('side-name')).toHaveText([a!.competitor.name, b!.competitor.name]);
    await expect(page.getByTestId('periods').locator('thead th')).toHaveText(['Name', 'Half 1', 'Half 2']);
    await expect(page.getByTestId('unit-status')).toContainText('Official');

    await page.getByRole('tab', { name: 'Results' }).click();
    await expect(page).toHaveURL(new RegExp(`${BKB_MATCH}/results$`));
    await expect(page.getByTestId('result-row')).toHaveCount(2);
    await expect(page.getByTestId('results-table').locator('th[data-col]')).toHaveText([
      'Result',
      'Score',
      'Halves',
    ]);
    await expect(page.getByTestId('result-row').first()).toContainText(
      a!.extras.halves.map((h) => `${h.a}-${h.b}`).join(' · '),
    );

    await page.getByRole('tab', { name: 'Start list' }).click();
    await expect(page.getByTestId('start-row')).toHaveCount(unit.start_list.length);
    await expect(page.getByTestId('start-row').first()).toContainText(unit.start_list[0]!.name);

    await page.getByRole('tab', { name: 'Reports' }).click();
    await expect(page.getByTestId('report-link')).toHaveText(['Start list', 'Results', 'Classification']);
    await page.reload(); // deep link to a tab
    await expect(page.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('report-link')).toHaveCount(3);
  });

  test('official PDFs the results system publishes appear under reports, without a reload', async ({
    page,
    request,
  }) => {
    type Docs = { items: { title: string }[] };
    const before = await api<Docs>(request, `/api/documents?code=${BKB_MATCH}`);
    await page.goto(`/discipline/BKB/results/${BKB_MATCH}/reports`);
    const docs = page.getByTestId('official-documents');
    await expect(docs.getByTestId('official-document')).toHaveCount(before.items.length);
    if (before.items.length === 0) await expect(docs).toContainText('No official PDF documents');

    // A unique title and version, so a retry against the same server adds one more.
    const stamp = Math.floor(Date.now() / 1000);
    const title = `Results - Basketball Men ${stamp}`;
    await ingest(
      request,
      `<?xml version="1.0" encoding="UTF-8"?><OdfBody CompetitionCode="YG2026" DocumentCode="${BKB_MATCH}" ` +
        `DocumentType="DT_PDF" DocumentSubtype="C73A${stamp}" Version="1" Date="2026-07-16" Time="201500000" ` +
        `LogicalDate="2026-07-16" Source="BKBRES1" FeedFlag="P"><Competition>` +
        `<Document Title="${title}" Url="https://results.example.org/pdf/${stamp}.pdf"/></Competition></OdfBody>`,
    );
    const link = docs.getByRole('link', { name: new RegExp(title) });
    await expect(link).toHaveAttribute('href', `https://results.example.org/pdf/${stamp}.pdf`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(docs.getByTestId('official-document')).toHaveCount(before.items.length + 1);
    await expect(docs.getByTestId('official-document').filter({ hasText: title })).toContainText(
      `Report C73A${stamp}`,
    );

    // The sport's reports page lists everything published under BKB.
    await page.goto('/discipline/BKB/reports');
    await expect(
      page.getByTestId('official-documents').getByRole('link', { name: new RegExp(title) }),
    ).toBeVisible();
  });

  test('a relay final shows times, differences, splits and medals', async ({ page, request }) => {
    const unit = await api<{
      results: { competitor: { name: string }; result: string; medal: string | null }[];
    }>(request, `/api/units/${RELAY}`);
    await page.goto(`/discipline/ATH/results/${RELAY}/results`);
    const rows = page.getByTestId('result-row');
    await expect(rows).toHaveCount(unit.results.length);
    await expect(page.getByTestId('results-table').locator('th[data-col]')).toHaveText([
      'Result',
      'Difference',
      'Splits',
    ]);
    await expect(rows.nth(0)).toContainText(unit.results[0]!.competitor.name);
    await expect(rows.nth(0)).toContainText(unit.results[0]!.result);
    await expect(rows.nth(0).getByRole('img', { name: 'Gold medal' })).toBeVisible();
    await expect(rows.nth(1).getByRole('img', { name: 'Silver medal' })).toBeVisible();
    await expect(rows.nth(2).getByRole('img', { name: 'Bronze medal' })).toBeVisible();
    await expect(rows.nth(0).locator('td[data-col="splits"]')).toContainText('400m');
    await page.getByRole('tab', { name: 'Summary' }).click();
    await expect(page.getByTestId('leader-row')).toHaveCount(3);
  });

  test('an unknown unit says so, with a retry', async ({ page }) => {
    await page.goto('/discipline/ATH/results/ATHM4X400M--D1--------FNL-000900--');
    await expect(page.getByRole('alert')).toBeVisible();
  });
});

test.describe('discipline area', () => {
  test('each floating button opens its page with the sport data', async ({ page, request }) => {
    const medals = await api<{ rows: { name: string; total: number }[] }>(
      request,
      '/api/medals?discipline=SWM',
    );
    const athletes = await api<{ total: number }>(request, '/api/athletes?discipline=SWM&page_size=1');
    const events = await api<{
      discipline: { venue_name: string; coordinator: { name: string } };
      events: { code: string; name: string }[];
    }>(request, '/api/disciplines/SWM/events');

    await page.goto('/discipline/SWM');
    const nav = page.getByRole('navigation', { name: 'Sport sections' });
    const facts = page.getByTestId('discipline-facts');
    await expect(facts).toContainText(String(events.events.length));
    await expect(facts).toContainText(events.discipline.venue_name);
    await expect(facts).toContainText(events.discipline.coordinator.name);

    await nav.getByRole('link', { name: 'Schedule' }).click();
    await expect(page).toHaveURL(/\/discipline\/SWM\/schedule\/days$/);
    await expect(page.getByTestId('unit-row').first()).toContainText('Aquatics Centre');
    await page.getByTestId('day-picker').getByRole('button').first().click();
    await expect(page).toHaveURL(/\/discipline\/SWM\/schedule\/days\/2026-07-10$/);

    await nav.getByRole('link', { name: 'Results' }).click();
    await expect(page).toHaveURL(/\/discipline\/SWM\/competitions$/);
    await expect(page.getByTestId('event-item')).toHaveCount(events.events.length);
    await page.getByTestId('event-item').first().click();
    await expect(page.getByTestId('unit-row').first()).toContainText(events.events[0]!.name);

    await nav.getByRole('link', { name: 'Medals' }).click();
    await expect(page).toHaveURL(/\/discipline\/SWM\/medals$/);
    await expect(page.getByTestId('medal-row')).toHaveCount(medals.rows.length);
    await expect(page.getByTestId('medal-row').first()).toContainText(medals.rows[0]!.name);

    await nav.getByRole('link', { name: 'Participants' }).click();
    await expect(page.getByTestId('athlete-count')).toHaveText(
      `${athletes.total.toLocaleString('en-US')} athletes`,
    );
    await expect(page.getByTestId('athlete-row').first()).toBeVisible();

    await nav.getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByTestId('report-event')).toHaveCount(events.events.length);

    await nav.getByRole('link', { name: 'Final rank' }).click();
    await expect(page).toHaveURL(/\/discipline\/SWM\/finalrank$/);
    await page.getByLabel('Event').selectOption(events.events[0]!.code);
    await expect(page.getByTestId('classification-row').first()).toBeVisible();

    await nav.getByRole('link', { name: 'Overview' }).click();
    await expect(page).toHaveURL(/\/discipline\/SWM$/);
  });
});

test.describe('other screens', () => {
  test('official awards schedule lists the medal ceremonies (mobile)', async ({ page, request }) => {
    await page.addInitScript(() => {
      // A phone with a guest session (a mobile user with no login state goes to /login).
      localStorage.setItem(
        'user',
        JSON.stringify({ isLoggedIn: true, isAuthenticated: true, loginType: 'guest' }),
      );
      (window as unknown as { Capacitor: unknown }).Capacitor = {
        getPlatform: () => 'android',
        isNativePlatform: () => true,
      };
    });
    const day = await api<{ items: Item[] }>(request, `/api/schedule/days/${DAY}?filter=medal`);
    await page.goto('/official-awards-schedule');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Medal ceremonies');
    const ceremonies = day.items.filter((i) => i.type === 'medal');
    await expect(
      page.getByTestId('ceremony').filter({ hasText: ceremonies[0]!.title }).first(),
    ).toBeVisible();
  });

  test('match statistics of a match', async ({ page }) => {
    await page.goto(`/match-stats?unit=${BKB_MATCH}`);
    await expect(page.getByTestId('scoreboard')).toBeVisible();
    await expect(page.getByTestId('stat-row').first()).toContainText('Points won');
  });
});
