import { test, expect, ingest } from './fixtures';
import type { APIRequestContext } from '@playwright/test';

/**
 * Issue 7: a unit's results page open in Chromium follows an ODF result as it is ingested,
 * through the live stream, without a reload. The unit is one of the seeded youth games'
 * upcoming units with a known start list; the messages are built from it here.
 */
test.use({ locale: 'en-US' });

const DAYS = ['2026-07-17', '2026-07-18', '2026-07-19'];

type Unit = {
  code: string;
  discipline: string;
  medal: boolean;
  result_status: string;
  schedule_status: string;
};
type Detail = {
  unit: Unit & { event_name: string };
  start_list: { code: string; type: 'A' | 'T'; name: string; delegation: string }[];
};

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

/**
 * An upcoming unit nobody else's test touches: start list known, no results yet, and no
 * medals at stake (an official result there would change the medal table that the
 * medal tests, running beside this one, compare against the API).
 */
async function pickUnit(request: APIRequestContext): Promise<Detail> {
  for (const day of DAYS) {
    const { units } = await api<{ units: Unit[] }>(request, `/api/schedule/days/${day}`);
    for (const u of units.filter(
      (x) => x.result_status === 'START_LIST' && x.schedule_status === 'SCHEDULED' && !x.medal,
    )) {
      const detail = await api<Detail>(request, `/api/units/${u.code}`);
      if (detail.start_list.length >= 3 && detail.start_list.length <= 40) return detail;
    }
  }
  throw new Error('no upcoming unit with a start list in the seeded games');
}

function resultMessage(detail: Detail, version: number, status: string, ranked: Detail['start_list']) {
  const rows = ranked
    .map(
      (c, i) =>
        `<Result Rank="${i + 1}" SortOrder="${i + 1}" Result="${(50 + i * 0.37).toFixed(2)}">` +
        `<Competitor Code="${c.code}" Type="${c.type}" Organisation="${c.delegation}"/></Result>`,
    )
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<OdfBody CompetitionCode="YG2026" DocumentCode="${detail.unit.code}" DocumentType="DT_RESULT" ` +
    `Version="${version}" ResultStatus="${status}" FeedFlag="P" Date="2026-07-17" Time="101500000" ` +
    `LogicalDate="2026-07-17" Source="E2ERES1"><Competition>${rows}</Competition></OdfBody>`
  );
}

test('a unit results page updates without reload when results are ingested', async ({
  page,
  request,
  consoleErrors,
}) => {
  const detail = await pickUnit(request);
  const unit = detail.unit;
  const field = detail.start_list;
  const stream = page.waitForResponse((r) => r.url().endsWith('/api/live'));
  await page.goto(`/discipline/${unit.discipline}/results/${unit.code}/results`);
  await expect(page.getByTestId('unit-page')).toBeVisible();
  await expect(page.getByTestId('unit-status')).toContainText(/scheduled/i);
  // A marker that a reload would wipe out.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  // The stream is open before the first message (it starts after the first paint).
  expect((await stream).headers()['content-type']).toMatch(/^text\/event-stream/);

  // Live: the results system sends the running order.
  await ingest(request, resultMessage(detail, 1, 'LIVE', field));
  await expect(page.getByTestId('unit-status')).toContainText(/live/i, { timeout: 5000 });
  await expect(page.getByTestId('tab-results')).toContainText(field[0]!.name);

  // Official, in another order: the winner changes on screen.
  const official = [...field].reverse();
  await ingest(request, resultMessage(detail, 2, 'OFFICIAL', official));
  await expect(page.getByTestId('unit-status')).toContainText(/official/i, { timeout: 5000 });
  await expect(page.getByTestId('tab-results').locator('tbody tr').first()).toContainText(official[0]!.name);

  // A correction of the official result: the note appears for readers.
  const corrected = [official[1]!, official[0]!, ...official.slice(2)];
  await ingest(
    request,
    resultMessage(detail, 3, 'OFFICIAL', corrected).replace(
      '</Competition>',
      '</Competition><Note>Photo finish reviewed: first and second exchanged.</Note>',
    ),
  );
  await expect(page.getByTestId('correction-note')).toContainText('Photo finish reviewed', { timeout: 5000 });
  await expect(page.getByTestId('tab-results').locator('tbody tr').first()).toContainText(corrected[0]!.name);

  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  // Flag images come from an outside service this machine cannot reach; nothing else may fail.
  expect(consoleErrors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
});
