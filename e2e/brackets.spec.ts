import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, ingest } from './fixtures';
import { api } from './odf-results';

/**
 * Knockout brackets and pool tables of the seeded youth games: a bracket at phone and desktop
 * width with its winners and a competitor's way through it lit, a result ingested while the
 * bracket is open moving its winner into the next round without a reload, and a pool table's
 * order and Q marks as the API gives them, on the screen that once listed pool ranks.
 */
test.use({ locale: 'en-US' });

type Side = {
  competitor: { code: string; name: string; delegation: string; type: string } | null;
  winner: boolean;
  source: string | null;
  bye: boolean;
};
type Match = {
  position: number;
  decided: boolean;
  unit: { code: string; schedule_status: string } | null;
  sides: Side[];
};
type Bracket = { code: string; rounds: { code: string; name: string; matches: Match[] }[] };
type Draw = { event: { code: string; discipline: string }; brackets: Bracket[] };
type Standings = {
  pools: { pool: string; rows: { competitor: { code: string }; qualification_mark: string | null }[] }[];
};

/** A knockout event mid-way: some winners known, and a match whose two sides are drawn but not played. */
async function pickBracket(request: APIRequestContext) {
  for (const discipline of ['TKW', 'WRE', 'JUD', 'FEN', 'TTE', 'BDM']) {
    const { events } = await api<{ events: { code: string }[] }>(
      request,
      `/api/disciplines/${discipline}/events`,
    );
    for (const e of events.reverse()) {
      const draw = await api<Draw>(request, `/api/events/${e.code}/bracket`);
      const main = draw.brackets.find((b) => b.code === 'MAIN');
      if (!main) continue;
      const decided = main.rounds.flatMap((r) => r.matches).filter((m) => m.decided).length;
      for (const [r, round] of main.rounds.entries()) {
        const next = main.rounds[r + 1];
        if (!next) continue;
        const open = round.matches.find(
          (m) => !m.decided && m.unit?.schedule_status === 'SCHEDULED' && m.sides.every((s) => s.competitor),
        );
        if (!open || decided < 2) continue;
        const source = `W:${round.code}:${open.position}`;
        const target = next.matches.find((m) => m.sides.some((s) => s.source === source));
        if (target)
          return {
            draw,
            main,
            round,
            open,
            next,
            target,
            source,
            path: `/discipline/${discipline}/draw/${e.code}`,
          };
      }
    }
  }
  throw new Error('no knockout event mid-way in the seeded games');
}

/**
 * With BRACKET_SHOTS set to a folder, pictures of the page around `target` at a phone's and a
 * laptop's size, light and dark, to look at (nothing compares them).
 */
async function screenshots(page: Page, name: string, target: Locator) {
  const dir = process.env.BRACKET_SHOTS;
  if (!dir) return;
  for (const [w, h] of [
    [390, 844],
    [1280, 800],
  ] as const)
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.emulateMedia({ colorScheme: scheme });
      await target.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${dir}/${name}-${w}-${scheme}.png` });
    }
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a bracket at desktop and phone width: winners, the way through lit, a result fills the next round live', async ({
  page,
  request,
  consoleErrors,
}) => {
  const pick = await pickBracket(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  const stream = page.waitForResponse((r) => r.url().endsWith('/api/live'));
  await page.goto(pick.path);
  const columns = page.getByTestId('bracket-columns').first();
  await expect(columns).toBeVisible();
  // One column per round, in the API's order, and every known winner marked.
  await expect(columns.getByTestId('bracket-round')).toHaveCount(pick.main.rounds.length);
  await expect(columns.getByTestId('bracket-round').first()).toContainText(pick.main.rounds[0]!.name);
  const winners = pick.main.rounds.flatMap((r) => r.matches.flatMap((m) => m.sides.filter((s) => s.winner)));
  await expect(columns.locator('[data-winner]')).toHaveCount(winners.length);
  // Pointing at a winner of the first round lights its way through the later rounds.
  const runner = winners[0]!.competitor!;
  const rounds = pick.main.rounds.filter((r) =>
    r.matches.some((m) => m.sides.some((s) => s.competitor?.code === runner.code)),
  ).length;
  await columns.locator('[data-winner]').first().hover();
  await expect(columns.locator('[data-path]')).toHaveCount(rounds);
  expect(rounds).toBeGreaterThan(1);
  // Each match opens its unit.
  await expect(columns.locator(`[data-unit="${pick.open.unit!.code}"]`)).toHaveAttribute(
    'href',
    new RegExp(`/results/${pick.open.unit!.code}$`),
  );

  // The result of the open match arrives: its winner moves into the next round, no reload.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  expect((await stream).headers()['content-type']).toMatch(/^text\/event-stream/);
  const [a, b] = pick.open.sides.map((s) => s.competitor!);
  const target = columns.locator(`[data-unit="${pick.target.unit!.code}"]`);
  await expect(target).not.toContainText(b!.name);
  await ingest(
    request,
    `<?xml version="1.0" encoding="UTF-8"?><OdfBody CompetitionCode="YG2026" DocumentCode="${pick.open.unit!.code}" ` +
      `DocumentType="DT_RESULT" Version="1" ResultStatus="OFFICIAL" FeedFlag="P" Date="2026-07-16" Time="120000000" ` +
      `LogicalDate="2026-07-16" Source="E2EBRK1"><Competition>` +
      `<Result Rank="1" SortOrder="1" Result="W"><Competitor Code="${b!.code}" Type="${b!.type}" Organisation="${b!.delegation}"/></Result>` +
      `<Result Rank="2" SortOrder="2" Result="L"><Competitor Code="${a!.code}" Type="${a!.type}" Organisation="${a!.delegation}"/></Result>` +
      `</Competition></OdfBody>`,
  );
  await expect(target).toContainText(b!.name, { timeout: 5000 });
  await expect(columns.locator(`[data-unit="${pick.open.unit!.code}"] [data-winner]`)).toContainText(b!.name);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  // A phone: one round at a time, by tab, button and swipe; nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const tabs = page.getByRole('tablist', { name: 'Rounds' }).first();
  await expect(tabs).toBeVisible();
  await expect(page.getByTestId('bracket-columns')).toHaveCount(0);
  await tabs.getByRole('tab').first().click();
  const panel = page.getByRole('tabpanel').first();
  await expect(panel.getByTestId('bracket-match')).toHaveCount(pick.main.rounds[0]!.matches.length);
  await page.getByRole('button', { name: 'Next round' }).first().click();
  await expect(tabs.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
  // A swipe to the left: the next round.
  await panel.dispatchEvent('pointerdown', { clientX: 330, clientY: 300 });
  await panel.dispatchEvent('pointerup', { clientX: 120, clientY: 320 });
  await expect(tabs.getByRole('tab').nth(2)).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab').nth(2).press('ArrowLeft');
  await expect(tabs.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
  expect(await noSideScroll(page)).toBe(true);

  await screenshots(page, 'bracket', page.getByTestId('bracket').first());
  expect(consoleErrors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
});

test("a pool's table on the classification screen: order and Q marks as the API gives them", async ({
  page,
  request,
}) => {
  const event = 'BKBM3X3-----D1--------';
  const { pools } = await api<Standings>(request, `/api/events/${event}/standings`);
  expect(pools.map((p) => p.pool)).toEqual(['A', 'B']);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/schedule/classification?event=${event}`);
  const tables = page.getByTestId('standings-table');
  await expect(tables).toHaveCount(pools.length);
  for (const [i, pool] of pools.entries()) {
    const rows = tables.nth(i).getByTestId('standing-row');
    await expect(rows).toHaveCount(pool.rows.length);
    expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-code')))).toEqual(
      pool.rows.map((r) => r.competitor.code),
    );
    expect(await tables.nth(i).getByTestId('standing-mark').allTextContents()).toEqual(
      pool.rows.map((r) => r.qualification_mark ?? ''),
    );
  }
  expect(pools.flatMap((p) => p.rows).filter((r) => r.qualification_mark === 'Q')).toHaveLength(4);
  await expect(page.getByTestId('standings-legend')).toContainText('Qualified for the next round');
  await expect(page.getByTestId('tie-break')).toContainText('games between them');
  // The semifinals it leads to: pool winners meet the other pool's runners-up.
  await expect(page.getByTestId('bracket').first()).toBeVisible();
  expect(await noSideScroll(page)).toBe(true);
  await screenshots(page, 'standings', tables.first());
});
