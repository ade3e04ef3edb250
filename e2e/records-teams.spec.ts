import type { Locator, Page } from '@playwright/test';
import { test, expect, ingest } from './fixtures';
import { api, type Detail, type Unit } from './odf-results';
import { odfResult } from '../scripts/odf-result';

/**
 * A team match read like a scoreboard on a phone (score, period and clock before its date,
 * both rosters, the tabs always in reach), and a record set in a final reaching its unit
 * live, the athlete's profile, the sport's records page and, once official, the medallist.
 */
const DAYS = Array.from({ length: 10 }, (_, i) => `2026-07-${String(10 + i).padStart(2, '0')}`);
const SHOTS = process.env.E2E_SHOTS;

/** With E2E_SHOTS set, `target` at phone and desktop width, light and dark, from the top of the page. */
async function screenshots(page: Page, name: string, target: Page | Locator = page) {
  if (!SHOTS) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [w, h] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.evaluate(() => window.scrollTo(0, 0));
      await target.screenshot({ path: `${SHOTS}/${name}-${w}-${scheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a team match on a phone: score and clock first, both rosters, sticky tabs, the pool one tap away', async ({
  page,
  request,
  consoleErrors,
}) => {
  let match: Unit | undefined;
  for (const day of DAYS) {
    const { units } = await api<{ units: Unit[] }>(request, `/api/schedule/days/${day}`);
    match = units.find((u) => u.discipline === 'BKB' && u.schedule_status === 'RUNNING');
    if (match) break;
  }
  expect(match, 'a basketball match under way in the demo games').toBeTruthy();
  const lineups = await api<{ clock: string; teams: { players: { shirt_number: number }[] }[] }>(
    request,
    `/api/units/${match!.code}/lineups`,
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/discipline/BKB/results/${match!.code}`);
  const board = page.getByTestId('scoreboard');
  await expect(board.getByTestId('score')).toBeVisible();
  await expect(board.getByTestId('clock')).toContainText(lineups.clock);
  // Score, period and clock in the first screen, above the date and place.
  const boardBox = (await board.boundingBox())!;
  expect(boardBox.y + boardBox.height).toBeLessThan(844);
  expect(boardBox.y).toBeLessThan((await page.getByTestId('unit-when').boundingBox())!.y);
  // Both rosters, with shirt numbers and positions.
  const rosters = page.getByTestId('roster');
  await expect(rosters).toHaveCount(2);
  for (const [i, team] of lineups.teams.entries()) {
    await expect(rosters.nth(i).getByTestId('roster-player')).toHaveCount(team.players.length);
    await expect(rosters.nth(i).getByTestId('shirt').first()).toHaveText(
      String(team.players[0]!.shirt_number),
    );
  }
  await expect(page.getByTestId('draw-link')).toHaveAttribute(
    'href',
    /\/discipline\/BKB\/draw\/BKB.*#pool-[AB]/,
  );
  // The tabs stay in reach after scrolling down the rosters.
  await rosters.nth(1).getByTestId('roster-player').last().scrollIntoViewIfNeeded();
  const tabsBox = (await page.getByTestId('unit-page').getByRole('tablist').boundingBox())!;
  expect(tabsBox.y).toBeGreaterThanOrEqual(0);
  expect(tabsBox.y).toBeLessThan(160);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshots(page, 'match');
  expect(consoleErrors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
});

test('a record set in a final: its badge on the unit live, on the athlete, on the records page and beside the medallist', async ({
  page,
  request,
  consoleErrors,
}) => {
  let final: Detail | undefined;
  for (const day of [...DAYS].reverse()) {
    const { units } = await api<{ units: Unit[] }>(request, `/api/schedule/days/${day}`);
    for (const u of units.filter(
      (x) =>
        x.medal &&
        x.discipline === 'SWM' &&
        x.result_status === 'START_LIST' &&
        x.schedule_status === 'SCHEDULED',
    )) {
      const d = await api<Detail>(request, `/api/units/${u.code}`);
      if (d.start_list.length >= 3 && d.start_list.every((c) => c.type === 'A')) final = d;
      if (final) break;
    }
    if (final) break;
  }
  expect(final, 'an upcoming swimming final').toBeTruthy();
  const unit = final!.unit;
  const winner = final!.start_list[0]!;
  const stream = page.waitForResponse((r) => r.url().endsWith('/api/live'));
  await page.goto(`/discipline/SWM/results/${unit.code}/results`);
  await expect(page.getByTestId('unit-page')).toBeVisible();
  await stream;
  // Live (no medals change): the winner swims a world record.
  const xml = odfResult({
    code: unit.code,
    version: 1,
    status: 'LIVE',
    ranked: final!.start_list,
    source: 'E2ERES1',
  }).replace('/></Result>', '/><RecordIndicator Order="1" Code="WR"/></Result>');
  await ingest(request, xml);
  const row = page.getByTestId('tab-results').getByRole('row').filter({ hasText: winner.name }).first();
  await expect(row.getByTestId('record-mark')).toHaveText('WR', { timeout: 5000 });

  const records = await api<{
    records: { type: string; event_code: string; mark: string; holder: { athlete_id: number } }[];
  }>(request, '/api/records/SWM');
  const wr = records.records.find((r) => r.type === 'WR' && r.event_code === unit.code.slice(0, 22))!;
  expect(wr.mark).toBe('50.00');
  await page.goto(`/participants/profile/${wr.holder.athlete_id}`);
  await expect(page.getByTestId('profile-records').getByTestId('record-mark').first()).toHaveText('WR');

  await page.goto('/records/SWM');
  const event = page.locator(`[data-testid="records-event"][data-event="${unit.code.slice(0, 22)}"]`);
  const wrRow = event.locator('[data-testid="record-row"][data-type="WR"]');
  await expect(wrRow.getByTestId('record-value').first()).toHaveText('50.00');
  await expect(wrRow).toContainText(winner.name);
  // The world record it broke is kept as the previous one.
  await expect(wrRow.getByTestId('record-previous')).toBeVisible();
  await screenshots(page, 'records');

  // Official: the winner's gold carries the badge beside the medallist.
  await ingest(request, xml.replace('Version="1"', 'Version="2"').replace('"LIVE"', '"OFFICIAL"'));
  await page.goto('/medals/winners/SWM');
  const podium = page.locator(`[data-testid="medal-event"][data-event="${unit.code.slice(0, 22)}"]`);
  const gold = podium.locator('[data-testid="medallist"][data-medal="gold"]');
  await expect(gold).toContainText(winner.name);
  await expect(gold.getByTestId('record-mark')).toHaveText('WR');
  await expect(podium.locator('[data-medal="silver"]').getByTestId('record-mark')).toHaveCount(0);
  await screenshots(page, 'medallist', podium);
  expect(consoleErrors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
});
