import { test, expect, ingest } from './fixtures';
import { api, BKB_MATCH, DAY, RELAY, type Item } from './schedule-support';

/**
 * Schedule, results and the discipline area on the seeded youth games (deterministic: the
 * demo's "now" is day 7 at 18:30 Baku time). Expectations come from the API in the test.
 */

// Times are checked in a zone far from the games' (Baku, UTC+4): São Paulo is UTC-3.
test.use({ timezoneId: 'America/Sao_Paulo', locale: 'en-US' });

test.describe('a unit', () => {
  test('summary, results, start list and reports of a basketball match', async ({ page, request }) => {
    const unit = await api<{
      results: {
        competitor: { name: string };
        score: string;
        extras: { quarters: { a: number; b: number }[] };
      }[];
      start_list: { competitor?: never; name: string }[];
    }>(request, `/api/units/${BKB_MATCH}`);
    await page.goto(`/discipline/BKB/results/${BKB_MATCH}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Basketball');
    await expect(page.getByTestId('unit-title')).toHaveText('Tournament · Men');
    const [a, b] = unit.results;
    await expect(page.getByTestId('score')).toHaveText(a!.score.replace('-', '–'));
    await expect(page.getByTestId('side-name')).toHaveText([a!.competitor.name, b!.competitor.name]);
    await expect(page.getByTestId('periods').locator('thead th')).toHaveText([
      'Name',
      'Quarter 1',
      'Quarter 2',
      'Quarter 3',
      'Quarter 4',
    ]);
    await expect(page.getByTestId('unit-status')).toHaveText('Official');

    await page.getByRole('tab', { name: 'Results' }).click();
    await expect(page).toHaveURL(new RegExp(`${BKB_MATCH}/results$`));
    await expect(page.getByTestId('result-row')).toHaveCount(2);
    await expect(page.getByTestId('results-table').locator('th[data-col]')).toHaveText([
      'Result',
      'Score',
      'Quarters',
    ]);
    await expect(page.getByTestId('result-row').first()).toContainText(
      a!.extras.quarters.map((h) => `${h.a}-${h.b}`).join(' · '),
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
