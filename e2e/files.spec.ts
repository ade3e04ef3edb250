import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect, E2E_ADMIN } from './fixtures';

/** A one-page PDF of about 1.6 MB: a drawn page and an attachment of random (incompressible) bytes. */
async function bigPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawRectangle({ x: 60, y: 600, width: 475, height: 160, color: rgb(0.04, 0.36, 0.85) });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText('Volunteer handbook', { x: 60, y: 560, size: 28, font });
  await doc.attach(randomBytes(1_600_000), 'appendix.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await doc.save());
}

/** True once the canvas has any pixel that is not white: the page was drawn. */
const drawn = (page: Page) =>
  page.getByTestId('pdf-canvas').evaluate((c: HTMLCanvasElement) => {
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 200) return true;
    return false;
  });

test('a document downloads with its name and its progress, opens in the app, and says when its download fails', async ({
  page,
}) => {
  // An uploaded PDF (admin), shown on the volunteers page as the API lists a page's documents;
  // the page itself is shared demo content, so its answer is replaced here rather than edited.
  const login = await page.request.post('/api/auth/login', { data: { ...E2E_ADMIN, session: 'cookie' } });
  expect(login.ok()).toBe(true);
  const name = 'Guía de voluntarios 2026.pdf';
  const upload = await page.request.post('/api/admin/uploads', {
    data: await bigPdf(),
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(name) },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { document } = (await upload.json()) as { document: { url: string; bytes: number } };
  expect(document.bytes).toBeGreaterThan(1_000_000);
  const text = { en: 'Volunteers', es: 'Voluntarios', pt: 'Voluntários', az: 'Könüllülər' };
  await page.route('**/api/pages/volunteers', (route) =>
    route.fulfill({
      json: { id: 1, title: text, text, slug: 'volunteers', documents: [document] },
    }),
  );
  await page.goto('/volunteers');
  const row = page.getByTestId('document-file').filter({ hasText: name });
  await expect(row).toContainText('MB');

  // Downloaded at about 1 MB/s: the bar climbs, and the file keeps its name (UTF-8 included).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: 1_000_000,
    uploadThroughput: -1,
  });
  const download = page.waitForEvent('download');
  await row.getByRole('link', { name: `Download ${name}` }).click();
  const bar = row.getByRole('progressbar', { name: `Downloading ${name}` });
  await expect(bar).toBeVisible();
  expect((await download).suggestedFilename()).toBe(name);
  await expect(bar).toHaveCount(0);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // Opened inside the app: its first page is drawn in a dialog.
  await row.getByRole('button', { name: `Open ${name}` }).click();
  const viewer = page.getByRole('dialog', { name });
  await expect(viewer.getByTestId('pdf-canvas')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => drawn(page)).toBe(true);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();

  // A failed download says so, in the spec's words.
  await page.route(`**${document.url}*`, (route) => route.fulfill({ status: 500, body: 'unavailable' }));
  await row.getByRole('link', { name: `Download ${name}` }).click();
  await expect(page.getByText('Error downloading file')).toBeVisible();
});
