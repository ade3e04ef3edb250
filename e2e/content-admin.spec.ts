import type { Page } from '@playwright/test';
import { test, expect, loginAsAdmin, pngFromCanvas } from './fixtures';
import { visitorPage } from './visitor-account';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Creates an item through the admin API with the page's admin session. */
async function createItem(page: Page, input: Record<string, unknown>) {
  const res = await page.request.post('/api/admin/content', { data: input });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { id: number };
}

test('an admin creates a hotel in English and Spanish with its photo and publishes it; a visitor sees it, never a draft', async ({
  page,
  browser,
}) => {
  const name = `Hotel Caspian ${unique()}`;
  await loginAsAdmin(page);
  await page.goto('/admin/content?kind=place');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content');
  await page.getByRole('button', { name: 'New place' }).click();

  await page.getByLabel('Title (English, required)').fill(name);
  await page.getByLabel('Text (English)').fill('Five minutes from the aquatics centre.');
  await page.getByRole('tab', { name: 'Español' }).click();
  await expect(
    page
      .getByRole('tabpanel', { name: 'Español' })
      .getByText('Not translated yet: readers in this language see the English text.'),
  ).toBeVisible();
  await page.getByLabel('Title (Español)').fill(`${name} ES`);
  await page.getByLabel('Text (Español)').fill('A cinco minutos del centro acuático.');
  await page.getByLabel('Address').fill('Neftchilar Avenue 1, Baku');
  await page.getByLabel('Phone').fill('+994 12 555 0101');
  await page.getByLabel('Opening hours').fill('24 h');
  await page.getByLabel('Latitude').fill('40.3702');
  await page.getByLabel('Longitude').fill('49.8372');
  await page
    .getByLabel('Photo')
    .setInputFiles({ name: 'hotel.png', mimeType: 'image/png', buffer: await pngFromCanvas(page) });
  await expect(page.getByRole('img', { name: 'Preview of the uploaded image' })).toBeVisible();
  await page.getByRole('button', { name: 'Create', exact: true }).click();

  const row = page.getByTestId('content-row').filter({ hasText: name });
  await expect(row).toContainText('Draft');
  await expect(row).toContainText('pt, az untranslated');
  await row.getByRole('button', { name: `Published: ${name}` }).click();
  await expect(row.getByRole('button', { name: `Published: ${name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(row).toContainText('Published');

  // A draft next to it: never shown to readers, by the page or the API.
  const draft = `Draft Hotel ${unique()}`;
  await createItem(page, {
    kind: 'place',
    published: false,
    translations: { en: { title: draft, text: '' } },
    fields: { type: 'hotel', address: 'Somewhere', phone: '', hours: '', latitude: null, longitude: null },
  });

  const visitor = await visitorPage(browser);
  await visitor.goto('/places/hotel');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Hotels');
  const card = visitor.getByTestId('place-card').filter({ hasText: name });
  await expect(card.getByRole('heading', { name })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Call +994 12 555 0101' })).toHaveAttribute(
    'href',
    'tel:+994125550101',
  );
  await expect(card.getByRole('link', { name: 'Directions' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/dir/?api=1&destination=40.3702,49.8372',
  );
  await expect(card.locator('picture source[type="image/webp"]')).toHaveAttribute('srcset', /\d+w/);
  const img = card.locator('picture img');
  await expect(img).toHaveAttribute('loading', 'lazy');
  await expect(img).toHaveAttribute('width', /\d+/);
  await expect(img).toHaveAttribute('sizes', /.+/);
  await expect(visitor.getByText(draft)).toHaveCount(0);
  const places = (await (await visitor.request.get('/api/places?type=hotel')).json()) as {
    items: { title: { en: string } }[];
  };
  expect(places.items.map((p) => p.title.en)).toContain(name);
  expect(places.items.map((p) => p.title.en)).not.toContain(draft);

  // The same place in Spanish.
  await visitor.goto('/spa/places/hotel');
  await expect(visitor.getByRole('heading', { name: `${name} ES` })).toBeVisible();
  await expect(visitor.getByText('A cinco minutos del centro acuático.')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Cómo llegar' }).first()).toBeVisible();
  await visitor.context().close();
});

test('a text file renamed .png is refused with a clear message', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/admin/content?kind=place&edit=new');
  await page.getByLabel('Photo').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image, just text\n'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'is not a JPEG, PNG, WebP or AVIF image' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of the uploaded image' })).toHaveCount(0);
});

test('sponsors show one row per tier, each logo a link out', async ({ page }) => {
  await loginAsAdmin(page);
  const tag = unique();
  for (const tier of [1, 2, 3]) {
    await createItem(page, {
      kind: 'sponsor',
      published: true,
      translations: { en: { title: `Sponsor ${tier} ${tag}`, text: '' } },
      fields: { tier, url: `https://sponsor${tier}.example.org/` },
    });
  }
  // Sponsors are a phone screen.
  await page.addInitScript(() => {
    (window as unknown as { Capacitor: unknown }).Capacitor = {
      getPlatform: () => 'android',
      isNativePlatform: () => true,
    };
  });
  await page.goto('/sponsors');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sponsors');
  const tiers = page.getByTestId('sponsor-tier');
  await expect(tiers).toHaveCount(3);
  await expect(tiers.nth(0).getByRole('heading')).toHaveText('Main sponsors');
  await expect(tiers.nth(2).getByRole('heading')).toHaveText('Supporters');
  const link = tiers.nth(1).getByRole('link', { name: `Sponsor 2 ${tag} (opens their website)` });
  await expect(link).toHaveAttribute('href', 'https://sponsor2.example.org/');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
});

test("the ambassadors' day picker shows who is on site that day", async ({ page }) => {
  await loginAsAdmin(page);
  const tag = unique();
  const early = `Leyla ${tag}`;
  const late = `Rashad ${tag}`;
  const ambassador = (title: string, days: string[]) =>
    createItem(page, {
      kind: 'ambassador',
      published: true,
      translations: { en: { title, text: 'Olympic finalist.' } },
      fields: { role: 'athlete', discipline: 'SWM', available_days: days },
    });
  await ambassador(early, ['2026-07-11', '2026-07-12']);
  await ambassador(late, ['2026-07-16']);

  await page.clock.install({ time: new Date('2026-07-16T14:30:00Z') });
  await page.goto('/ambassadors');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ambassadors');
  // Today (16 July) first.
  await expect(page.getByTestId('ambassador-card').filter({ hasText: late })).toBeVisible();
  await expect(page.getByText(early)).toHaveCount(0);
  await page.locator('[data-day="2026-07-12"]').click();
  await expect(page.getByTestId('ambassador-card').filter({ hasText: early })).toBeVisible();
  await expect(page.getByText(late)).toHaveCount(0);
});
