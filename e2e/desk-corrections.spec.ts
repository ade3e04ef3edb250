import type { APIRequestContext } from '@playwright/test';
import { test, expect, loginAsAdmin } from './fixtures';
import { api } from './odf-results';

/**
 * The results desk corrects an event's draw and its records on a phone: from a match's desk
 * screen to the event's corrections, a refused pool line (its error under the form), a pool
 * line's points, a bracket match's winner, then an athletics record's place; the public reads
 * and the audit show each change. Events other tests assert on are left alone.
 */
test.use({ locale: 'en-US', viewport: { width: 390, height: 844 } });

type Side = { competitor: { code: string; name: string } | null; winner: boolean };
type Match = {
  position: number;
  decided: boolean;
  unit: { code: string; schedule_status: string } | null;
  sides: Side[];
};
type Draw = { brackets: { code: string; rounds: { code: string; matches: Match[] }[] }[] };
type Standings = {
  pools: {
    phase: string;
    pool: string;
    rows: { competitor: { code: string; name: string }; points: number | null }[];
  }[];
};
type Records = {
  records: { id: number; event_code: string; type: string; current: boolean; place: string | null }[];
};

/**
 * The women's 3x3 basketball: no other test asserts on its pool tables or bracket. Its bronze
 * final (sides filled from the semifinals' losers; no later match draws on it) gets the side
 * that lost as its winner.
 */
const EVENT = 'BKBW3X3-----D1--------';

async function pickEvent(request: APIRequestContext) {
  const [draw, standings] = await Promise.all([
    api<Draw>(request, `/api/events/${EVENT}/bracket`),
    api<Standings>(request, `/api/events/${EVENT}/standings`),
  ]);
  const bracket = draw.brackets.find((b) => b.code === 'BRNZ')!;
  const round = bracket.rounds.at(-1)!;
  const m = round.matches.find((x) => x.unit && x.sides.every((s) => s.competitor))!;
  return { code: EVENT, open: { bracket: bracket.code, round: round.code, m }, pool: standings.pools[0]! };
}

test('the desk corrects a pool line, a bracket winner and a record; public reads and audit follow', async ({
  page,
  request,
  consoleErrors,
}) => {
  const { code, open, pool } = await pickEvent(request);
  await loginAsAdmin(page);
  await page.goto(`/admin/desk/${open.m.unit!.code}`);
  await page.getByRole('link', { name: 'Event corrections' }).click();
  await expect(page).toHaveURL(`/admin/desk/event/${code}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Event corrections');

  // A pool line: an impossible figure is refused under the form, then the points are changed.
  const row = pool.rows[0]!;
  const line = page.locator(`[data-testid="standing-line"][data-code="${row.competitor.code}"]`).first();
  await line.getByLabel('Played').fill('100');
  await line.getByRole('button', { name: 'Save line' }).click();
  await expect(line.getByRole('alert')).toBeVisible();
  await line.getByLabel('Played').fill('3');
  await line.getByLabel('Won').fill('2');
  await line.getByLabel('Drawn').fill('0');
  await line.getByLabel('Lost').fill('1');
  await line.getByLabel('Points').fill('77');
  await line.getByRole('button', { name: 'Save line' }).click();
  await expect(line.getByRole('status')).toHaveText('Saved.');

  // A bracket match: the side that lost is made its winner.
  const match = page.locator(
    `[data-testid="bracket-match"][data-bracket="${open.bracket}"][data-round="${open.round}"][data-position="${open.m.position}"]`,
  );
  const first = open.m.sides.find((s) => !s.winner)!.competitor!;
  await match.getByRole('combobox').selectOption(first.code);
  await match.getByRole('button', { name: 'Save winner' }).click();
  await expect(match.getByRole('status')).toHaveText('Saved.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // An athletics record: its place corrected, with the note the audit keeps.
  const { records } = await api<Records>(request, '/api/records/ATH');
  const rec = records.find((r) => r.current)!;
  await page.goto(`/admin/desk/event/${rec.event_code}`);
  const form = page.locator(`[data-testid="record-line"][data-id="${rec.id}"]`);
  await form.getByLabel('Place').fill('Baku, corrected by the desk');
  await form.getByLabel('Correction note').fill('Venue misspelt by the feed');
  await form.getByRole('button', { name: 'Save record' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The public reads carry the corrections.
  const standings = await api<Standings>(request, `/api/events/${code}/standings`);
  const after = standings.pools.find((p) => p.phase === pool.phase && p.pool === pool.pool)!;
  expect(after.rows.find((r) => r.competitor.code === row.competitor.code)!.points).toBe(77);
  const draw = await api<Draw>(request, `/api/events/${code}/bracket`);
  const m = draw.brackets
    .find((b) => b.code === open.bracket)!
    .rounds.find((r) => r.code === open.round)!
    .matches.find((x) => x.position === open.m.position)!;
  expect(m.sides.find((s) => s.winner)?.competitor?.code).toBe(first.code);
  const ath = await api<Records>(request, '/api/records/ATH');
  expect(ath.records.find((r) => r.id === rec.id)!.place).toBe('Baku, corrected by the desk');

  // And the audit has an entry for each.
  const audit = async (target: string) =>
    (
      (await (await page.request.get(`/api/admin/audit?target=${target}`)).json()) as {
        entries: { action: string }[];
      }
    ).entries.map((e) => e.action);
  expect(await audit(code)).toContain('standing.change');
  expect(await audit(open.m.unit!.code)).toContain('bracket.winner');
  expect(await audit(rec.event_code)).toContain('record.correct');
  expect(consoleErrors.filter((e) => !e.includes('400') && !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
});
