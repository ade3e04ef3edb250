import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { test, expect, E2E_ADMIN } from './fixtures';
import { visitorPage } from './visitor-account';

/**
 * A course taken to the end by a visitor in the installed app: a video lesson that marks
 * itself done when it plays out, a PDF lesson read in the app, then the certificate's PDF,
 * whose text is read here, and its public check, which refuses a changed code.
 */

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

async function lessonPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText('Respect the rules, the officials and your opponents.', {
    x: 60,
    y: 760,
    size: 16,
    font: await doc.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await doc.save());
}

async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  return content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
}

test('a visitor finishes a course, downloads the certificate naming them and the course, and its code is checked', async ({
  browser,
  request,
}) => {
  // The organisers' side, through the content API: a course of its own with a video and a PDF.
  expect((await request.post('/api/auth/login', { data: { ...E2E_ADMIN, session: 'cookie' } })).ok()).toBe(
    true,
  );
  const upload = async (data: Buffer, name: string) => {
    const res = await request.post('/api/admin/uploads', {
      data,
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': name },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return res.json() as Promise<{ document: { id: string } | null; video: { url: string } | null }>;
  };
  const [clip, pdf] = await Promise.all([
    upload(await readFile(path.join(import.meta.dirname, 'media/clip.webm')), 'welcome.webm'),
    upload(await lessonPdf(), 'fair-play.pdf'),
  ]);
  const title = `Fair play ${Date.now().toString(36)}`;
  const created = await request.post('/api/admin/content', {
    data: {
      kind: 'course',
      published: true,
      translations: { en: { title, text: 'Two short lessons.' } },
      fields: {
        lessons: [
          { id: 'watch', type: 'video', title: { en: 'Welcome' }, minutes: 1, video_url: clip.video!.url },
          {
            id: 'read',
            type: 'document',
            title: { en: 'The rules' },
            minutes: 3,
            document_id: pdf.document!.id,
          },
        ],
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  // The visitor: signed in, in the web app installed on an Android phone (the route is the apps').
  const page = await visitorPage(browser, { viewport: { width: 390, height: 844 }, userAgent: ANDROID });
  await page.addInitScript(() => {
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const result = matchMedia(query);
      if (query.includes('display-mode: standalone'))
        Object.defineProperty(result, 'matches', { value: true });
      return result;
    };
  });
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { username: string } };
  const holder = me.user.username;

  await page.goto('/courses');
  await page.getByTestId('course-card').filter({ hasText: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: '0 of 2 lessons done' })).toBeVisible();

  // The first lesson is open: its video plays to the end (muted, as a page may start it) and counts.
  const video = page.getByTestId('lesson-video');
  await expect(video).toBeVisible();
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    void v.play();
  });
  await expect(page.getByRole('progressbar', { name: '1 of 2 lessons done' })).toBeVisible();

  // The next lesson opens by itself: the PDF is drawn in the page; the reader marks it read.
  await expect(page.getByTestId('pdf-canvas')).toBeVisible();
  await page.getByRole('button', { name: 'Mark as done' }).click();
  const card = page.getByTestId('certificate-card');
  await expect(
    card.getByRole('heading', { name: 'Course completed: your certificate is ready' }),
  ).toBeVisible();
  const code = (await card.getByTestId('certificate-code').innerText()).replace(/-/g, '');
  expect(code).toMatch(/^[A-Z2-7]{24}$/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download certificate (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^certificate-Fair-play-.+\.pdf$/);
  const text = await pdfText(await readFile((await download.path())!));
  expect(text).toContain(holder);
  expect(text).toContain(title);
  expect(text.replace(/-/g, '')).toContain(code);

  // Anyone can confirm it; a changed character finds nothing and shows nothing of it.
  await card.getByRole('link', { name: 'Check it online' }).click();
  const confirmed = page.getByTestId('certificate-confirmed');
  await expect(confirmed.getByText('Valid certificate')).toBeVisible();
  await expect(confirmed.getByText(holder)).toBeVisible();
  await expect(confirmed.getByText(title)).toBeVisible();
  const altered = code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A');
  await page.goto(`/certificates/${altered}`);
  await expect(page.getByRole('heading', { name: 'No certificate has this code' })).toBeVisible();
  await expect(page.getByText(holder)).toHaveCount(0);
  await expect(page.getByText(title)).toHaveCount(0);
  await page.context().close();
});
