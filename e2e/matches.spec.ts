import { test, expect } from './fixtures';
import { api, DAY } from './schedule-support';

/**
 * Matches on a competition afternoon (the demo's "now", 18:30 Baku time on day 7): who plays,
 * the score so far and one plain status label, never the feed's own words.
 */
test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

type Side = { code: string; name: string; delegation: string; score: string | null };
type DayUnit = {
  code: string;
  discipline: string;
  schedule_status: string;
  result_status: string;
  match: { sides: [Side, Side]; period: { kind: string; number: number } | null } | null;
};

const FEED_WORDS = /\b(RUNNING|PARTIAL|INTERMEDIATE|UNCONFIRMED)\b/i;

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date('2026-07-16T14:30:00Z') });
});

test('a team match row names both teams with the score, and a running one is live', async ({
  page,
  request,
}) => {
  const { units } = await api<{ units: DayUnit[] }>(request, `/api/schedule/days/${DAY}?discipline=BKB`);
  const finished = units.find((u) => u.match && u.schedule_status === 'FINISHED')!;
  const running = units.find((u) => u.match && u.schedule_status === 'RUNNING')!;
  await page.goto(`/schedule/days?day=${DAY}&discipline=BKB`);
  // Today's finished hours are folded: open them to see the finished match.
  const folds = page.getByTestId('finished-fold');
  await expect(folds.first()).toBeVisible();
  for (const fold of await folds.all()) await fold.click();

  for (const unit of [finished, running]) {
    const row = page.locator(`[data-testid="unit-row"][data-unit="${unit.code}"]`);
    await expect(row.getByTestId('side-name')).toHaveText(unit.match!.sides.map((s) => s.name));
    await expect(row.getByTestId('side-score')).toHaveText(unit.match!.sides.map((s) => s.score ?? ''));
    await expect(row.getByRole('img', { name: unit.match!.sides[0].delegation })).toBeVisible();
  }
  const live = page
    .locator(`[data-testid="unit-row"][data-unit="${running.code}"]`)
    .getByTestId('unit-status');
  await expect(live).toHaveText(`Live · Q${running.match!.period!.number}`);
  await expect(
    page.locator(`[data-testid="unit-row"][data-unit="${finished.code}"]`).getByTestId('unit-status'),
  ).toHaveText(/^(Official|Unofficial|Under protest)$/);

  // One chip, on one line: the event name keeps the row's width.
  const chip = await live.boundingBox();
  expect(chip!.height).toBeLessThan(32);
  await expect(page.locator('main')).not.toContainText(FEED_WORDS);
});

test("the running match's page shows the teams, the score and the period", async ({ page, request }) => {
  const { units } = await api<{ units: DayUnit[] }>(request, `/api/schedule/days/${DAY}?discipline=BKB`);
  const running = units.find((u) => u.match && u.schedule_status === 'RUNNING')!;
  const [a, b] = running.match!.sides;
  await page.goto(`/discipline/BKB/results/${running.code}`);
  await expect(page.getByTestId('side-name')).toHaveText([a.name, b.name]);
  await expect(page.getByTestId('score')).toHaveText(`${a.score}–${b.score}`);
  await expect(page.getByTestId('period')).toHaveText(`Quarter ${running.match!.period!.number}`);
  await expect(page.getByTestId('unit-status')).toHaveText(`Live · Q${running.match!.period!.number}`);
  await expect(page.getByText('No results yet')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(FEED_WORDS);

  await page.getByRole('tab', { name: 'Results' }).click();
  await expect(page.getByTestId('result-row')).toHaveCount(2);
  await expect(page.getByText('No results yet')).toHaveCount(0);
});

test('statuses on the day are plain labels, and units under way show who competes', async ({
  page,
  request,
}) => {
  const { units } = await api<{ units: DayUnit[] }>(request, `/api/schedule/days/${DAY}`);
  const suspended = units.find((u) => u.schedule_status === 'INTERRUPTED')!;
  const partial = units.find((u) => u.result_status === 'PARTIAL')!;
  for (const unit of [suspended, partial]) {
    await page.goto(`/schedule/days?day=${DAY}&discipline=${unit.discipline}`);
    const row = page.locator(`[data-testid="unit-row"][data-unit="${unit.code}"]`);
    await expect(row.getByTestId('unit-status')).toHaveText(
      unit === suspended ? /^Suspended/ : /^(Live|Break|Suspended)/,
    );
    const labels = await page.getByTestId('unit-status').allTextContents();
    for (const label of labels) expect(label).not.toMatch(FEED_WORDS);
    await expect(page.locator('main')).not.toContainText(FEED_WORDS);
  }

  // A running unit that is not a match, with a start list: its competitors, not "No results yet".
  const race = units.find((u) => !u.match && u.schedule_status === 'RUNNING')!;
  await page.goto(`/discipline/${race.discipline}/results/${race.code}`);
  await expect(page.getByTestId('unit-page')).toBeVisible();
  await expect(page.getByTestId('start-row').or(page.getByTestId('leader-row')).first()).toBeVisible();
  await expect(page.getByText('No results yet')).toHaveCount(0);
});
