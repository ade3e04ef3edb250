import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildWithDataDir, caller } from '../../test/accounts';

const { app } = await buildWithDataDir();
const call = caller(app);

/** A camera-sized picture: wider than the largest screen size, so a full-size copy is kept. */
const photoBytes = (background: string) =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function uploadPhoto(background: string, name: string) {
  const res = await call('admin', 'POST', '/api/admin/uploads?full=1', await photoBytes(background), {
    'content-type': 'application/octet-stream',
    'x-file-name': encodeURIComponent(name),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().image as { id: string; src: string; sources: { srcset: string }[] };
}

type PhotoInput = { image_id: string; caption?: Record<string, string>; delegation_only?: boolean };
const albumInput = (photos: PhotoInput[]) => ({
  kind: 'photo_album',
  published: true,
  translations: { en: { title: 'Judo day 2', text: '' }, es: { title: 'Judo día 2', text: '' } },
  fields: { day: '2026-07-11', discipline: 'JUD', photos },
});

describe('official photo albums', () => {
  // One after the other: the first call signs the test admin in.
  const pictures = (async () => [
    await uploadPhoto('#2a6fdb', 'throw.jpg'),
    await uploadPhoto('#f5a800', 'podium.jpg'),
    await uploadPhoto('#8e24aa', 'cadet team.jpg'),
  ])();

  it('keeps a full-size copy of a photo for download, outside the srcsets', async () => {
    const [photo] = await pictures;
    const full = await app.inject({ url: `/api/files/${photo!.id}/1600.jpg?download=1` });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-disposition']).toContain('attachment; filename="throw.jpg"');
    expect((await sharp(full.rawPayload).metadata()).width).toBe(1600);
    expect(photo!.sources.map((s) => s.srcset).join()).not.toContain('1600');
    // An ordinary upload keeps the screen sizes only.
    const plain = await call('admin', 'POST', '/api/admin/uploads', await photoBytes('#123456'), {
      'content-type': 'application/octet-stream',
    });
    expect(JSON.stringify(plain.json())).not.toContain('1600.jpg');
  });

  it('leaves a delegation-only photo out of every public answer and serves its files to admins only', async () => {
    const [a, b, minor] = await pictures;
    const created = await call(
      'admin',
      'POST',
      '/api/admin/content',
      albumInput([
        { image_id: a!.id, caption: { en: 'Ippon', es: 'Ippon en la final' } },
        { image_id: minor!.id, caption: { en: 'Cadet team' }, delegation_only: true },
        { image_id: b!.id, caption: { en: 'Podium' } },
      ]),
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;

    const list = await app.inject({ url: '/api/photo-albums' });
    expect(list.statusCode).toBe(200);
    const album = list.json().albums.find((x: { id: number }) => x.id === id);
    expect(album).toMatchObject({ day: '2026-07-11', discipline: 'JUD', photo_count: 2 });
    expect(album.title.es).toBe('Judo día 2');
    expect(album.title.pt).toBe('Judo day 2');

    const one = await app.inject({ url: `/api/photo-albums/${id}` });
    expect(one.statusCode).toBe(200);
    // Captions per language, English where one is missing.
    expect(one.json().photos.map((p: { caption: { es: string } }) => p.caption.es)).toEqual([
      'Ippon en la final',
      'Podium',
    ]);
    expect(one.json().photos[0].download_url).toBe(`/api/files/${a!.id}/1600.jpg?download=1`);
    expect(one.body).not.toContain(minor!.id);
    expect(list.body).not.toContain(minor!.id);

    // The files of the delegation's photo: not found for the public, private and uncached for admins.
    const file = `/api/files/${minor!.id}/640.webp`;
    expect((await app.inject({ url: file })).statusCode).toBe(404);
    expect((await call('user', 'GET', file)).statusCode).toBe(404);
    const admin = await call('admin', 'GET', file);
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['cache-control']).toBe('private, no-store');
    expect((await app.inject({ url: `/api/files/${a!.id}/640.webp` })).headers['cache-control']).toContain(
      'immutable',
    );

    // The admin sees every photo, with its previews.
    const admins = await call('admin', 'GET', '/api/admin/content?kind=photo_album');
    expect(Object.keys(admins.json().items[0].images)).toHaveLength(3);
  });

  it('refuses an album whose photo is no stored image or whose day is no date, naming the field', async () => {
    const [a] = await pictures;
    const missing = await call(
      'admin',
      'POST',
      '/api/admin/content',
      albumInput([{ image_id: '00000000-0000-4000-8000-000000000000' }]),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('00000000-0000-4000-8000-000000000000');
    const badDay = albumInput([{ image_id: a!.id }]);
    badDay.fields.day = '2026-02-30';
    const res = await call('admin', 'POST', '/api/admin/content', badDay);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('fields.day');
    expect((await call('user', 'POST', '/api/admin/content', albumInput([]))).statusCode).toBe(403);
  });

  it('answers 404 for an album that is a draft or no album', async () => {
    const draft = await call('admin', 'POST', '/api/admin/content', { ...albumInput([]), published: false });
    expect((await app.inject({ url: `/api/photo-albums/${draft.json().id}` })).statusCode).toBe(404);
    const res = await app.inject({
      url: '/api/photo-albums/999999',
      headers: { 'accept-language': 'es-ES' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Ningún álbum de fotos publicado tiene el identificador 999999');
  });
});
