import { test, expect, loginAsAdmin } from './fixtures';

// The organisers' template, downloaded and imported as it is at /admin/import: the public
// schedule then shows its units with the venue's name (never a location code) and every name of
// its heat of three, and the heat's page lists them all.

const code = (event: string, phase: string) => event.padEnd(22, '-') + phase.padEnd(4, '-') + '0001----';
const HEAT = code('SWMWEXAMPLE', 'HEAT');
const SWIMMERS = ['Aysel Məmmədova', 'Ana Souza', 'Inês Costa'];

test('the unchanged template imports, and the schedule shows place names and every swimmer of a heat of three', async ({
  page,
  consoleErrors,
}) => {
  await loginAsAdmin(page);
  const template = await page.request.get('/api/admin/import/template?lang=eng');
  expect(template.status()).toBe(200);
  await page.goto('/admin/import');
  await page.getByLabel('Spreadsheet (XLSX or CSV)').setInputFiles({
    name: 'games-import-eng.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await template.body(),
  });
  await expect(page.getByText('No errors. Check the changes, then confirm.')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm import' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Imported. The public schedule and live screens show it now.',
  );

  // The schedule of the heat's day and sport: the heat's location (left empty, so stored as the
  // venue's code) reads as the venue's name, and the heat lists all three swimmers.
  const heat = (await (await page.request.get(`/api/units/${HEAT}`)).json()) as {
    unit: { logical_day: string };
  };
  await page.goto(`/schedule/days?day=${heat.unit.logical_day}&discipline=SWM`);
  const heatRow = page.locator(`[data-testid="unit-row"][data-unit="${HEAT}"]`);
  await expect(heatRow.getByTestId('entrant-name')).toHaveText(SWIMMERS);
  await expect(heatRow.getByTestId('unit-name')).toHaveText('Heat 1 · Example Aquatics Centre');

  // The heat's page on a phone: the place by name and the start list of three.
  await page.setViewportSize({ width: 390, height: 844 });
  await heatRow.click();
  await expect(page.getByTestId('unit-page')).toHaveAttribute('data-unit', HEAT);
  await expect(page.getByTestId('unit-where')).toHaveText('Example Aquatics Centre');
  for (const name of SWIMMERS) await expect(page.getByTestId('start-list')).toContainText(name);
  await expect(page.getByTestId('start-row')).toHaveCount(3);
  // Flag images: the tile and flag services are out of reach here, and the example delegation
  // (EXAMPLE, no country) has no flag file, which the flag replaces with its plain mark.
  expect(consoleErrors.filter((e) => !/ERR_NAME_NOT_RESOLVED|status of 404/.test(e))).toEqual([]);
});
