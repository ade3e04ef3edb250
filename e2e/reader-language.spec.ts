import { dropAzerbaijaniDateData } from '../src/client/lib/without-azerbaijani-dates';
import { expect, test } from './fixtures';

/** Data, not only the interface, in the reader's language: country names, dates, sign-up help. */

const NOW = new Date('2026-07-16T14:30:00Z');

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: NOW });
});

test('Spanish readers see delegations named in Spanish, in Spanish alphabetical order', async ({ page }) => {
  await page.goto('/spa/participants/delegations');
  const card = (code: string) => page.locator(`[data-testid="delegation-card"][data-delegation="${code}"]`);
  await expect(card('EGY')).toContainText('Egipto');
  await expect(card('KOR')).toContainText('Corea del Sur');
  await expect(card('GER')).toContainText('Alemania');
  // The flag's text alternative names the country in Spanish too.
  await expect(card('EGY').getByRole('img', { name: 'Egipto' })).toBeAttached();
  const names = await page
    .getByTestId('delegation-card')
    .locator('span.font-semibold.block')
    .allTextContents();
  expect(names.length).toBeGreaterThan(20);
  expect(names).toEqual([...names].sort(new Intl.Collator('es-ES').compare));
  // Alemania (GER) before Egipto (EGY): the order follows the Spanish names, not the codes.
  expect(names.indexOf('Alemania')).toBeLessThan(names.indexOf('Egipto'));
  // The search finds the Spanish name.
  await page.getByRole('searchbox').fill('egip');
  await expect(page.getByTestId('delegation-card')).toHaveCount(1);
});

test('the Spanish medal table names delegations in Spanish and keeps the medal order', async ({ page }) => {
  await page.goto('/spa/medals');
  const rows = page.getByTestId('medal-row');
  await expect(rows.first()).toBeVisible();
  const spanish = new Intl.DisplayNames(['es-ES'], { type: 'region' });
  const english = new Intl.DisplayNames(['en-US'], { type: 'region' });
  const iso: Record<string, string> = { EGY: 'EG', KOR: 'KR', GER: 'DE', USA: 'US', GBR: 'GB', JPN: 'JP' };
  let checked = 0;
  for (const [noc, region] of Object.entries(iso)) {
    const row = page.locator(`[data-testid="medal-row"][data-delegation="${noc}"]`);
    if ((await row.count()) === 0) continue;
    await expect(row).toContainText(spanish.of(region)!);
    await expect(row).not.toContainText(english.of(region)!);
    checked++;
  }
  expect(checked).toBeGreaterThan(0);
  const totals = (await page.getByTestId('medal-total').allTextContents()).map(Number);
  const golds = (await rows.locator('[data-medal="gold"]').allTextContents()).map(Number);
  expect(golds).toEqual([...golds].sort((a, b) => b - a));
  expect(totals.length).toBe(golds.length);
});

test('a Portuguese schedule day reads as Portuguese writes it', async ({ page }) => {
  await page.goto('/por/schedule/days?day=2026-07-16');
  // A heading starts with a capital; the weekday's second word and the month stay lower-case.
  await expect(page.getByTestId('day-title')).toHaveText(/^Quinta-feira, 16 de julho/);
  await expect(page.locator('[data-testid="day-picker"] [data-day="2026-07-16"]')).toHaveAccessibleName(
    /quinta-feira, 16 de julho$/,
  );
});

test('unit names read in the language the feed sent them in', async ({ page, request }) => {
  const res = await request.get('/api/schedule/days/2026-07-16?discipline=BKB');
  const { units } = (await res.json()) as {
    units: { code: string; name: string; schedule_status: string }[];
  };
  // One not finished yet, so it is not folded away.
  const pool = units.find((u) => /^Pool A · Match \d+$/.test(u.name) && u.schedule_status !== 'FINISHED')!;
  const number = pool.name.split(' ').at(-1);
  await page.goto('/spa/schedule/days?day=2026-07-16&discipline=BKB');
  await expect(page.locator(`[data-testid="unit-row"][data-unit="${pool.code}"]`)).toContainText(
    `Grupo A · Partido ${number}`,
  );
  await page.goto(`/aze/discipline/BKB/results/${pool.code}`);
  await expect(page.getByTestId('unit-page')).toContainText(`A qrupu · Oyun ${number}`);
  await expect(page.getByTestId('unit-page')).not.toContainText('Pool A');
});

test('Azerbaijani dates use the app names where the browser has no Azerbaijani date data', async ({
  page,
}) => {
  // A browser without Azerbaijani date data still accepts the language but writes root names.
  await page.addInitScript(dropAzerbaijaniDateData);
  await page.goto('/aze/schedule/days?day=2026-07-19');
  await expect(page.getByTestId('day-title')).toHaveText('19 iyul, bazar');
  const chip = page.locator('[data-testid="day-picker"] [data-day="2026-07-14"]');
  await expect(chip).toHaveAccessibleName(/14 iyul, çərşənbə axşamı$/);
  await expect(chip).toContainText('iyl');
  const picker = await page.getByTestId('day-picker').textContent();
  expect(picker).not.toMatch(/M\d\d/);
  expect(await page.locator('main').textContent()).not.toMatch(/M\d\d/);
});

test('Azerbaijani dates never read "M07" where the browser has the data either', async ({ page }) => {
  await page.goto('/aze/schedule/days?day=2026-07-19');
  await expect(page.getByTestId('day-title')).toHaveText('19 iyul, bazar');
  expect(await page.locator('main').textContent()).not.toMatch(/M\d\d/);
});

const SIGNUP = [
  {
    code: 'eng',
    label: 'Document number (CPF or another ID)',
    hint: /8 to 11 letters or digits: your CPF, passport/,
  },
  { code: 'spa', label: 'Número de documento (CPF u otro)', hint: /De 8 a 11 letras o números: tu CPF/ },
  {
    code: 'por',
    label: 'Número de documento (CPF ou outro)',
    hint: /De 8 a 11 letras ou algarismos: o seu CPF/,
  },
  { code: 'aze', label: 'Sənəd nömrəsi (CPF və ya başqa sənəd)', hint: /8-11 hərf və ya rəqəm: CPF/ },
];

for (const { code, label, hint } of SIGNUP) {
  test(`sign-up explains the document number (${code})`, async ({ page }) => {
    await page.goto(`/${code}/signup`);
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAccessibleDescription(hint);
    // With an error the field is described by both: what is wrong, then what to enter.
    await field.fill('12.34');
    await field.press('Enter');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(`CPF.*${hint.source}`));
  });
}
