import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { asc, like } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { resetTinyGames } from '../../test/helper';
import { buildWithStorage, caller, uploader } from './content-test-support';

const { app } = await buildWithStorage();
const call = caller(app);
const upload = uploader(call);

const place = (title: string, extra: Record<string, unknown> = {}) => ({
  kind: 'place',
  published: true,
  translations: { en: { title, text: `${title} in English` }, es: { title: `${title} (es)`, text: 'Texto' } },
  fields: {
    type: 'hotel',
    address: 'Neftchilar Ave 1, Baku',
    phone: '+994 12 555 01 01',
    hours: '24 h',
    latitude: 40.37,
    longitude: 49.85,
    ...extra,
  },
});

async function create(body: object) {
  const res = await call('admin', 'POST', '/api/admin/content', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; position: number; published: boolean; untranslated: string[] };
}

const audits = () =>
  app.database.db.select().from(auditLog).where(like(auditLog.target, 'CONTENT:%')).orderBy(asc(auditLog.id));
const hotels = async () =>
  (await app.inject({ url: '/api/places?type=hotel' })).json().items as {
    id: number;
    title: Record<string, string>;
    text: Record<string, string>;
  }[];

beforeAll(() => resetTinyGames(app));

describe('content admin', () => {
  it('refuses writes from visitors (401) and non-admins (403), changing nothing', async () => {
    expect((await call(null, 'POST', '/api/admin/content', place('Nope'))).statusCode).toBe(401);
    expect((await call('user', 'POST', '/api/admin/content', place('Nope'))).statusCode).toBe(403);
    expect((await call('user', 'GET', '/api/admin/content?kind=place')).statusCode).toBe(403);
    expect(await hotels()).toEqual([]);
  });

  it('creates, edits, publishes, reorders and deletes, with an audit row for each change', async () => {
    const first = await create(place('Hotel One'));
    const second = await create({ ...place('Hotel Two'), published: false });
    expect([first.position, second.position]).toEqual([1, 2]);
    expect(first.untranslated).toEqual(['pt', 'az']);

    const edited = await call('admin', 'PUT', `/api/admin/content/${second.id}`, {
      ...place('Hotel Two renamed'),
      published: false,
    });
    expect(edited.statusCode).toBe(200);
    expect((await hotels()).map((h) => h.title.en)).toEqual(['Hotel One']);

    const published = await call('admin', 'POST', `/api/admin/content/${second.id}/publish`, {
      published: true,
    });
    expect(published.json().published).toBe(true);
    expect((await hotels()).map((h) => h.title.en)).toEqual(['Hotel One', 'Hotel Two renamed']);

    const reordered = await call('admin', 'POST', '/api/admin/content/reorder', {
      kind: 'place',
      ids: [second.id, first.id],
    });
    expect(reordered.statusCode).toBe(200);
    expect((await hotels()).map((h) => h.id)).toEqual([second.id, first.id]);

    expect((await call('admin', 'DELETE', `/api/admin/content/${first.id}`)).statusCode).toBe(204);
    expect((await hotels()).map((h) => h.id)).toEqual([second.id]);

    const rows = await audits();
    expect(rows.map((r) => [r.action, r.target, r.username])).toEqual([
      ['content.create', `CONTENT:${first.id}`, 'test-admin'],
      ['content.create', `CONTENT:${second.id}`, 'test-admin'],
      ['content.update', `CONTENT:${second.id}`, 'test-admin'],
      ['content.publish', `CONTENT:${second.id}`, 'test-admin'],
      ['content.reorder', 'CONTENT:PLACE', 'test-admin'],
      ['content.delete', `CONTENT:${first.id}`, 'test-admin'],
    ]);
    expect(rows[2]).toMatchObject({
      before: { translations: { en: { title: 'Hotel Two' } } },
      after: { translations: { en: { title: 'Hotel Two renamed' } } },
    });
    expect(rows[3]).toMatchObject({ before: { published: false }, after: { published: true } });
    expect(rows[5]).toMatchObject({ after: null });
  });

  it('lists drafts to admins with what is untranslated', async () => {
    const draft = await create({ ...place('Draft hotel'), published: false });
    const list = (await call('admin', 'GET', '/api/admin/content?kind=place')).json().items;
    expect(list.find((i: { id: number }) => i.id === draft.id)).toMatchObject({
      published: false,
      untranslated: ['pt', 'az'],
    });
    expect((await hotels()).map((h) => h.id)).not.toContain(draft.id);
  });

  it('fills a missing language with English for readers', async () => {
    const item = await create(place('Fallback hotel'));
    const read = (await hotels()).find((h) => h.id === item.id)!;
    expect(read.title).toEqual({
      en: 'Fallback hotel',
      es: 'Fallback hotel (es)',
      pt: 'Fallback hotel',
      az: 'Fallback hotel',
    });
    expect(read.text.pt).toBe('Fallback hotel in English');
  });

  it('refuses bad input with a translated 400 and changes nothing', async () => {
    const before = await audits();
    const missingImage = await call(
      'admin',
      'POST',
      '/api/admin/content',
      place('Ghost', { image_id: '00000000-0000-4000-8000-000000000000' }),
      { 'accept-language': 'es-ES' },
    );
    expect(missingImage.statusCode).toBe(400);
    expect(missingImage.json().message).toBe(
      'La imagen 00000000-0000-4000-8000-000000000000 no existe: vuelve a subirla',
    );
    const { id } = await create(place('Kind keeper'));
    const kindChange = await call('admin', 'PUT', `/api/admin/content/${id}`, {
      kind: 'sponsor',
      translations: { en: { title: 'S' } },
      fields: { tier: 1, url: 'https://example.org' },
    });
    expect(kindChange.statusCode).toBe(400);
    expect(kindChange.json().code).toBe('CONTENT_INVALID');
    const partialOrder = await call('admin', 'POST', '/api/admin/content/reorder', {
      kind: 'place',
      ids: [id],
    });
    expect(partialOrder.statusCode).toBe(400);
    const noEnglish = await call('admin', 'POST', '/api/admin/content', {
      ...place('x'),
      translations: { es: { title: 'Solo español' } },
    });
    expect(noEnglish.statusCode).toBe(400);
    const unknownVenue = await call('admin', 'POST', '/api/admin/content', {
      kind: 'venue',
      translations: { en: { title: 'Nowhere' } },
      fields: { venue_code: 'XXX', address: 'Somewhere' },
    });
    expect(unknownVenue.statusCode).toBe(400);
    expect((await call('admin', 'PUT', '/api/admin/content/99999', place('x'))).statusCode).toBe(404);
    expect((await audits()).length).toBe(before.length + 1); // only "Kind keeper" was created
  });

  it('refers to uploaded images and resolves them for readers', async () => {
    const png = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#ccc' } })
      .png()
      .toBuffer();
    const { image } = (await upload(png, 'front.png')).json();
    const item = await create(place('Pictured hotel', { image_id: image.id }));
    const read = (await hotels()).find((h) => h.id === item.id) as unknown as { image: { src: string } };
    expect(read.image.src).toBe(image.src);
  });
});

describe('pages, transport and venues', () => {
  it('serves a published page by its slug with its PDFs, and 404 before it is published', async () => {
    const page = {
      kind: 'page',
      published: false,
      translations: { en: { title: 'Volunteers', text: 'Meet at gate A' } },
      fields: { slug: 'volunteers' },
    };
    const { id } = await create(page);
    const hidden = await app.inject({
      url: '/api/pages/volunteers',
      headers: { 'accept-language': 'az-AZ' },
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('volunteers səhifəsi dərc edilməyib');
    await call('admin', 'POST', `/api/admin/content/${id}/publish`, { published: true });
    expect((await app.inject({ url: '/api/pages/volunteers' })).json()).toMatchObject({
      slug: 'volunteers',
      title: { en: 'Volunteers', az: 'Volunteers' },
      documents: [],
    });
    const twin = await call('admin', 'POST', '/api/admin/content', page);
    expect(twin.statusCode).toBe(400);
  });

  it("answers the transport lines with the games' time zone", async () => {
    await create({
      kind: 'transport_line',
      published: true,
      translations: { en: { title: 'Line A' } },
      fields: {
        color: '#0a5cd8',
        stops: [
          { name: 'Hotel', venue_code: null, offset_min: 0 },
          { name: 'Aquatics', venue_code: 'AQC', offset_min: 20 },
        ],
        departures: ['06:30', '07:00'],
      },
    });
    const res = (await app.inject({ url: '/api/transport' })).json();
    expect(res.time_zone).toBe('Asia/Baku');
    expect(res.lines.map((l: { title: { en: string } }) => l.title.en)).toEqual(['Line A']);
  });

  it("answers a venue with the organisers' details and its coming units, and 404 for an unknown code", async () => {
    await create({
      kind: 'venue',
      published: true,
      translations: { en: { title: 'Aquatics Centre', text: 'Entrance from the park' } },
      fields: { venue_code: 'AQC', address: '1 Olympic Ave, Baku' },
    });
    const venue = (await app.inject({ url: '/api/venues/AQC' })).json();
    expect(venue).toMatchObject({
      code: 'AQC',
      disciplines: ['SWM'],
      details: { address: '1 Olympic Ave, Baku' },
    });
    expect(venue.next_sessions.length).toBeGreaterThan(0);
    expect(venue.next_sessions[0]).toMatchObject({
      discipline: 'SWM',
      discipline_name: { en: expect.any(String) },
    });
    const unknown = await app.inject({ url: '/api/venues/NOPE', headers: { 'accept-language': 'es-ES' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Ninguna sede tiene el código NOPE');
  });
});
