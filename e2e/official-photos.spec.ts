import sharp from 'sharp';
import { test, expect, E2E_ADMIN } from './fixtures';
import { appVisitorPage } from './app-shell';

/**
 * Official photos: an album the test uploads like an organiser, with a minor's photo marked for
 * the delegation only, is read in the Android app: the marked photo is in neither the page nor
 * its JSON, and the full-screen viewer moves with the arrow keys and closes with Escape,
 * focus going back to the thumbnail that opened it.
 */

const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const picture = (background: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();

test('a delegation-only photo is not public, and the viewer moves with the arrow keys and closes with Escape', async ({
  browser,
  request,
}) => {
  const admin = await browser.newContext();
  const login = await admin.request.post('/api/auth/login', { data: { ...E2E_ADMIN, session: 'cookie' } });
  expect(login.ok(), await login.text()).toBe(true);
  const photos = [
    { colour: '#2a6fdb', caption: `Start line ${unique}` },
    { colour: '#8e24aa', caption: `Cadet team ${unique}`, delegation_only: true },
    { colour: '#f5a800', caption: `Finish line ${unique}` },
  ];
  const uploaded: { image_id: string; caption: { en: string }; delegation_only: boolean }[] = [];
  for (const p of photos) {
    const res = await admin.request.post('/api/admin/uploads?full=1', {
      data: await picture(p.colour),
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'photo.jpg' },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const { image } = (await res.json()) as { image: { id: string } };
    uploaded.push({
      image_id: image.id,
      caption: { en: p.caption },
      delegation_only: p.delegation_only ?? false,
    });
  }
  const title = `Judo finals ${unique}`;
  const created = await admin.request.post('/api/admin/content', {
    data: {
      kind: 'photo_album',
      published: true,
      translations: { en: { title, text: 'The last day on the mats.' } },
      fields: { day: '2026-07-14', discipline: 'JUD', photos: uploaded },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  await admin.close();
  const minor = { image_id: uploaded[1]!.image_id, caption: photos[1]!.caption };

  // The public JSON: the album without the minor's photo, whose files are not served either.
  const album = await request.get(`/api/photo-albums/${id}`);
  expect(album.ok()).toBe(true);
  const body = await album.text();
  expect(body).not.toContain(minor.image_id);
  expect(body).not.toContain(minor.caption);
  expect((JSON.parse(body) as { photos: unknown[] }).photos).toHaveLength(2);
  expect(await (await request.get('/api/photo-albums')).text()).not.toContain(minor.image_id);
  expect((await request.get(`/api/files/${minor.image_id}/640.webp`)).status()).toBe(404);

  const page = await appVisitorPage(browser, { kind: 'none' }, { viewport: { width: 390, height: 844 } });
  await page.goto('/official-photos');
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const thumbs = page.getByTestId('photo-thumb');
  await expect(thumbs).toHaveCount(2);
  await expect(page.locator('main')).not.toContainText(minor.caption);
  expect(await page.content()).not.toContain(minor.image_id);
  // Thumbnails load lazily from the responsive sizes.
  const thumb = thumbs.first().locator('img');
  await expect(thumb).toHaveAttribute('loading', 'lazy');
  await expect(thumbs.first().locator('source').first()).toHaveAttribute('srcset', /320w/);

  await thumbs.first().click();
  const viewer = page.getByRole('dialog', { name: title });
  await expect(viewer).toBeVisible();
  const position = viewer.getByTestId('photo-position');
  const image = viewer.getByTestId('photo-viewer-image');
  await expect(position).toHaveText('1 / 2');
  await expect(image).toHaveAttribute('alt', photos[0]!.caption);
  await expect(viewer.getByRole('link', { name: 'Download' })).toHaveAttribute('href', /\?download=1$/);
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText('2 / 2');
  await expect(image).toHaveAttribute('alt', photos[2]!.caption);
  // The last photo: no further.
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText('2 / 2');
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText('1 / 2');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(thumbs.first()).toBeFocused();
  await page.context().close();
});
