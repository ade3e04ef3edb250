import AxeBuilder from '@axe-core/playwright';
import { test, expect as baseExpect, openSettings } from './fixtures';
import { api } from './schedule-support';

/**
 * Search finds an athlete typed without accents or by BIB and is walked with the keyboard;
 * spoiler-free mode hides outcomes on the unit page, the live strip and the medal table until
 * the reader reveals them, one at a time, on this device.
 */

// A busy machine draws the day's list slowly.
const expect = baseExpect.configure({ timeout: 15_000 });

type Athlete = { id: number; bib: string; given_name: string; family_name: string };

test('search: typed without accents, by BIB, arrow keys and Enter', async ({ page, request }) => {
  // "Yılmaz" has a Turkish/Azerbaijani dotless ı: typed with a plain i, it is still found.
  const { items } = await api<{ items: Athlete[] }>(request, '/api/athletes?q=Y%C4%B1lmaz&page_size=200');
  expect(items.length).toBeGreaterThan(1);

  await page.goto('/venues');
  await expect(page.getByTestId('search-button')).toBeVisible();
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const box = dialog.getByRole('combobox');
  await expect(box).toBeFocused();
  await box.pressSequentially('yilmaz', { delay: 20 });
  const options = dialog.getByRole('option');
  await expect(options.first()).toContainText('Yılmaz');
  await expect(dialog.getByTestId('search-status')).toContainText('results');
  // The open dialog passes axe (combobox, listbox, options, contrast).
  const scan = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .include('dialog')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // The first result is active; the arrow keys move the active option, named to assistive tech.
  const activeId = () => box.getAttribute('aria-activedescendant');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await box.press('ArrowUp');
  const second = options.nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  expect(await activeId()).toBe(await second.getAttribute('id'));
  // Namesakes are common: the option's id names the athlete.
  const chosen = Number(/athlete-(\d+)$/.exec((await second.getAttribute('id'))!)![1]);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/participants/profile/${chosen}$`));
  await expect(dialog).toBeHidden();

  // By BIB, from the header's button.
  const other = items.find((a) => a.id !== chosen)!;
  await page.getByTestId('search-button').click();
  await page.getByRole('combobox').fill(other.bib);
  await expect(page.getByRole('option').first()).toContainText(other.bib);
  await page.getByRole('combobox').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/participants/profile/${other.id}$`));
});

test.describe('spoiler-free', () => {
  test.use({ timezoneId: 'Asia/Baku', locale: 'en-US' });

  test('the unit page, the live strip and the medal table hide outcomes until revealed', async ({ page }) => {
    // A competition afternoon of the demo games, with units live and medals won.
    await page.clock.install({ time: new Date('2026-07-16T14:30:00Z') });
    await page.goto('/medals');
    await expect(page.getByTestId('medal-table')).toBeVisible();
    const settings = await openSettings(page);
    await settings.getByRole('switch', { name: /Spoiler-free mode/ }).check();
    await settings.getByRole('button', { name: 'Close' }).click();

    // The medal table gives way to a shield; revealing it shows the table.
    await expect(page.getByTestId('medal-table')).toBeHidden();
    await page.getByRole('button', { name: 'Reveal medal table' }).click();
    await expect(page.getByTestId('medal-table')).toBeVisible();
    // Each event's podium on the winners view waits for its own reveal.
    await page.getByText('Winners', { exact: true }).click();
    await expect(page.getByTestId('medal-event').first().getByTestId('spoiler-shield')).toBeVisible();

    // The live strip says a result is hidden instead of who leads or the score.
    await page.goto('/schedule/days');
    const hidden = page.getByTestId('live-strip-unit').filter({ hasText: 'Result hidden' }).first();
    await expect(hidden).toBeVisible();
    const code = (await hidden.getAttribute('data-unit'))!;
    const card = page.locator(`[data-testid="live-strip-unit"][data-unit="${code}"]`);
    await card.click();

    // The unit page: no podium or scoreboard until the reader reveals this unit's result.
    await expect(page.getByTestId('unit-page')).toHaveAttribute('data-unit', code);
    await expect(page.getByTestId('spoiler-shield')).toBeVisible();
    await expect(page.getByTestId('leader-row')).toHaveCount(0);
    await page.getByTestId('spoiler-reveal').click();
    await expect(page.getByTestId('spoiler-shield')).toBeHidden();

    // Revealed on this device: the strip now tells this unit's outcome, after a reload too.
    await page.goto('/schedule/days');
    await expect(card.getByTestId('live-strip-who')).not.toHaveText('Result hidden');
    await page.reload();
    await expect(card.getByTestId('live-strip-who')).not.toHaveText('Result hidden');
    await expect(
      page.getByTestId('live-strip-unit').filter({ hasText: 'Result hidden' }).first(),
    ).toBeVisible();
  });
});
