import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { eq } from 'drizzle-orm';
import { contentItems, courseCertificates } from '../../db/schema';
import { simplePdf } from '../../demo-data/content/pdf';
import { buildWithDataDir, caller } from '../../test/accounts';
import { newCertificateCode } from './service';

const { app } = await buildWithDataDir();
const call = caller(app);
const db = app.database.db;

const pdfId = async () => {
  const res = await call('admin', 'POST', '/api/admin/uploads', simplePdf('Lesson', ['Read me']), {
    'content-type': 'application/octet-stream',
    'x-file-name': 'lesson.pdf',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().document.id as string;
};
const course = (title: string, documentId: string | null, published = true) => ({
  kind: 'course',
  published,
  translations: { en: { title, text: `About ${title}` }, az: { title: `${title} kursu`, text: '' } },
  fields: {
    image_id: null,
    lessons: [
      { id: 'l1', type: 'video', title: { en: 'Watch' }, minutes: 3, video_url: '/media/intro.webm' },
      { id: 'l2', type: 'document', title: { en: 'Read' }, minutes: 5, document_id: documentId },
    ],
  },
});
async function create(body: object) {
  const res = await call('admin', 'POST', '/api/admin/content', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}
async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  return content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
}

describe('courses', () => {
  it('refuses a lesson without its file, naming the field, and stores nothing', async () => {
    const before = await db.select().from(contentItems).where(eq(contentItems.kind, 'course'));
    const res = await call('admin', 'POST', '/api/admin/content', course('Broken', null));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('lessons');
    expect(res.body).toContain('document_id');
    expect(await db.select().from(contentItems).where(eq(contentItems.kind, 'course'))).toHaveLength(
      before.length,
    );
  });

  it('lists published courses and a course with its lessons, drafts hidden', async () => {
    const doc = await pdfId();
    const id = await create(course('Fair play', doc));
    const draft = await create(course('Draft course', doc, false));
    const list = (await call(null, 'GET', '/api/courses')).json();
    expect(list.items.map((c: { id: number }) => c.id)).toContain(id);
    expect(list.items.map((c: { id: number }) => c.id)).not.toContain(draft);
    const one = (await call(null, 'GET', `/api/courses/${id}`)).json();
    expect(one).toMatchObject({ lessons: 2, minutes: 8, title: { en: 'Fair play', az: 'Fair play kursu' } });
    expect(one.lesson_list[1].document).toMatchObject({ id: doc, file_name: 'lesson.pdf' });
    expect(one.lesson_list[0]).toMatchObject({ video_url: '/media/intro.webm', title: { es: 'Watch' } });
    expect((await call(null, 'GET', `/api/courses/${draft}`)).statusCode).toBe(404);
  });

  it('keeps progress per lesson and issues one certificate when the last lesson is done', async () => {
    const id = await create(course('Anti-doping', await pdfId()));
    const done = (lesson: string, who: 'user' | null = 'user') =>
      call(who, 'PUT', `/api/course-progress/${id}/lessons/${lesson}`);
    expect((await done('l1', null)).statusCode).toBe(401);
    expect((await done('nope')).statusCode).toBe(404);
    const bad = await done('not%20an%20id');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('lesson');
    expect((await call('user', 'GET', `/api/courses/${id}/certificate`)).statusCode).toBe(404);

    const first = (await done('l1')).json();
    expect(first).toMatchObject({ course_id: id, done: ['l1'], certificate: null });
    const last = (await done('l2')).json();
    expect(last.done).toEqual(['l1', 'l2']);
    const code = last.certificate.code as string;
    expect(code).toMatch(/^[A-Z2-7]{24}$/);
    // Doing a lesson again keeps the certificate already issued.
    expect((await done('l1')).json().certificate.code).toBe(code);
    const progress = (await call('user', 'GET', '/api/course-progress')).json();
    expect(progress.courses).toContainEqual(expect.objectContaining({ course_id: id, done: ['l1', 'l2'] }));

    const pdf = await call('user', 'GET', `/api/courses/${id}/certificate`, undefined, {
      'accept-language': 'az-AZ',
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename=/);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Name test-user');
    expect(text).toContain('Anti-doping kursu');
    expect(text).toContain('Bitirmə sertifikatı');
    expect(text.replace(/-/g, '')).toContain(code);

    // Another account has no certificate for it.
    expect((await call('athlete', 'GET', `/api/courses/${id}/certificate`)).statusCode).toBe(404);
  });

  it('confirms a real code to anyone and answers an unknown or altered one the same, revealing nothing', async () => {
    const [cert] = await db.select().from(courseCertificates).limit(1);
    const code = cert!.code;
    const dashed = code.toLowerCase().match(/.{4}/g)!.join('-');
    const ok = await call(null, 'GET', `/api/certificates/${dashed}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.json()).toMatchObject({ code, holder: 'Name test-user', course: { en: 'Anti-doping' } });

    const altered = code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A');
    const answers = await Promise.all(
      [altered, newCertificateCode(), 'not-a-code', '0'.repeat(24)].map((c) =>
        call(null, 'GET', `/api/certificates/${c}`, undefined, { 'accept-language': 'es-ES' }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Ningún certificado tiene este código');
      expect(res.body).not.toContain('test-user');
    }
  });
});
