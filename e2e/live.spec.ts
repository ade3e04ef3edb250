import { test, expect, ingest } from './fixtures';
import { pickUnit, resultMessage } from './odf-results';

/**
 * A unit's results page open in Chromium follows an ODF result as it is ingested,
 * through the live stream, without a reload. The unit is one of the seeded youth games'
 * upcoming units with a known start list; e2e/odf-results.ts builds the messages.
 */
test.use({ locale: 'en-US' });

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
  await expect(page.getByTestId('unit-status')).toContainText(/upcoming/i);
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
