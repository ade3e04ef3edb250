import { test, expect, openSettings } from './fixtures';

test('the manifest has maskable icons, screenshots and shortcuts to schedule, medals and results', async ({
  request,
}) => {
  const manifest = (await request.get('/manifest.webmanifest').then((r) => r.json())) as {
    icons: { purpose?: string }[];
    screenshots: { form_factor: string; src: string }[];
    shortcuts: { url: string }[];
  };
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
  for (const s of manifest.screenshots) expect((await request.get(s.src)).ok()).toBe(true);
  expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/schedule/grid', '/medals/all', '/schedule/days']);
});

test("where the browser offers installing, the settings' entry opens its prompt", async ({ page }) => {
  await page.goto('/schedule/grid');
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
    event.prompt = async () => void ((window as unknown as { prompted: boolean }).prompted = true);
    event.userChoice = Promise.resolve({ outcome: 'accepted' });
    window.dispatchEvent(event);
  });
  const dialog = await openSettings(page);
  await dialog.getByRole('button', { name: 'Install app' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted))
    .toBe(true);
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });
  test('Safari gets the Add to Home Screen hint', async ({ page }) => {
    await page.goto('/schedule/grid');
    const dialog = await openSettings(page);
    await expect(dialog.getByTestId('install-ios-hint')).toHaveText(
      'To install: tap Share, then Add to Home Screen.',
    );
  });
});
