import { describe, expect, it } from 'vitest';
import { simplePdf } from '../../demo-data/content/pdf';
import { buildWithDataDir, caller } from '../../test/accounts';

const { app } = await buildWithDataDir();
const call = caller(app);
const upload = (bytes: Buffer, name: string) =>
  call('admin', 'POST', '/api/admin/uploads', bytes, {
    'content-type': 'application/octet-stream',
    'x-file-name': encodeURIComponent(name),
  });

const item = (kind: string, en: string, priority: number, extra: Record<string, unknown> = {}) => ({
  kind,
  published: true,
  translations: { en: { title: en, text: `${en}.` }, pt: { title: `${en} (pt)`, text: 'Texto.' } },
  fields: { priority, document_ids: [], ...extra },
});

async function create(body: object): Promise<number> {
  const res = await call('admin', 'POST', '/api/admin/content', body);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: number }).id;
}

type Listed = { id: number; title: string; priority: number; published_at: string; documents: unknown[] };
const list = async (path: string, lang = 'en-US') => {
  const res = await app.inject({ url: path, headers: { 'accept-language': lang } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: Listed[] }).items;
};

describe('official reports and communications', () => {
  it('lists published items filtered by title and ordered three ways, in the reader language', async () => {
    const pdf = (await upload(simplePdf('Bulletin', ['Line']), 'Bulletin 1.pdf')).json() as {
      document: { id: string };
    };
    const a = await create(item('communication', 'Água bulletin', 3, { document_ids: [pdf.document.id] }));
    const b = await create(item('communication', 'Bus changes', 1));
    const c = await create(item('communication', 'Canteen hours', 2));
    await create({ ...item('communication', 'Draft bulletin', 1), published: false });
    await create(item('official_report', 'Report bulletin', 1));

    const newest = await list('/api/official-communications');
    expect(newest.map((i) => i.id)).toEqual([c, b, a]);
    expect(newest[2]!.documents).toHaveLength(1);
    expect((await list('/api/official-communications?sort=priority')).map((i) => i.id)).toEqual([b, c, a]);
    expect((await list('/api/official-communications?sort=title')).map((i) => i.id)).toEqual([a, b, c]);
    // Accents and case do not matter; drafts and the other kind are not listed.
    expect((await list('/api/official-communications?q=AGUA')).map((i) => i.id)).toEqual([a]);
    expect((await list('/api/official-communications?q=bulletin')).map((i) => i.id)).toEqual([a]);
    const pt = await list('/api/official-communications?q=(pt)&sort=title', 'pt-PT');
    expect(pt.map((i) => i.title)).toEqual(['Água bulletin (pt)', 'Bus changes (pt)', 'Canteen hours (pt)']);
    expect((await list('/api/official-reports')).map((i) => i.title)).toEqual(['Report bulletin']);
  });

  it('keeps the first published date when an item is unpublished and published again', async () => {
    const id = await create(item('official_report', 'Dated report', 2));
    const [first] = (await list('/api/official-reports?q=dated')).map((i) => i.published_at);
    expect(
      (await call('admin', 'POST', `/api/admin/content/${id}/publish`, { published: false })).statusCode,
    ).toBe(200);
    expect(await list('/api/official-reports?q=dated')).toEqual([]);
    await call('admin', 'POST', `/api/admin/content/${id}/publish`, { published: true });
    expect((await list('/api/official-reports?q=dated')).map((i) => i.published_at)).toEqual([first]);
  });

  it('refuses a bad priority or sort naming the field, changing nothing', async () => {
    const bad = await call('admin', 'POST', '/api/admin/content', item('communication', 'Bad one', 7));
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('priority');
    expect((await list('/api/official-communications?q=bad')).length).toBe(0);
    const sort = await app.inject({ url: '/api/official-communications?sort=loudest' });
    expect(sort.statusCode).toBe(400);
    expect(sort.body).toContain('sort');
  });

  it('keeps what an account has opened, for that account only', async () => {
    const id = await create(item('communication', 'Opened one', 2));
    const draft = await create({ ...item('communication', 'Unseen draft', 2), published: false });
    expect((await call(null, 'GET', '/api/communication-reads?kind=communication')).statusCode).toBe(401);
    expect((await call(null, 'PUT', `/api/communication-reads/${id}`)).statusCode).toBe(401);
    expect((await call('user', 'PUT', `/api/communication-reads/${draft}`)).statusCode).toBe(404);
    expect((await call('user', 'PUT', `/api/communication-reads/${id}`)).statusCode).toBe(204);
    expect((await call('user', 'PUT', `/api/communication-reads/${id}`)).statusCode).toBe(204);
    const mine = await call('user', 'GET', '/api/communication-reads?kind=communication');
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json()).toEqual({ ids: [id] });
    expect((await call('user', 'GET', '/api/communication-reads?kind=official_report')).json()).toEqual({
      ids: [],
    });
    expect((await call('athlete', 'GET', '/api/communication-reads?kind=communication')).json()).toEqual({
      ids: [],
    });
  });
});
