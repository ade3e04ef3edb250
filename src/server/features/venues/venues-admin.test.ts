import sharp from 'sharp';
import { asc, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, venues } from '../../db/schema';
import { buildWithDataDir, caller } from '../../test/accounts';
import { resetTinyGames } from '../../test/helper';
import { FINAL } from '../../test/test-games';

const { app } = await buildWithDataDir();
const call = caller(app);
const db = app.database.db;
beforeAll(() => resetTinyGames(app));

const venue = (over: object = {}) => ({
  code: 'HBP',
  names: { en: 'Harbour Pool', es: 'Piscina del Puerto', pt: '', az: 'Liman Hovuzu' },
  city: 'Baku',
  latitude: 40.37,
  longitude: 49.84,
  address: '1 Harbour Road',
  ...over,
});
const allVenues = () => db.select().from(venues).orderBy(asc(venues.code));
const audits = () =>
  db.select().from(auditLog).where(like(auditLog.target, 'VENUE:%')).orderBy(asc(auditLog.id));
/** A public read in a language, the way a browser asks (the ETag cache answers it). */
const read = (url: string) => app.inject({ method: 'GET', url });

describe('venues from the admin', () => {
  it('creates, edits and deletes a venue with names per language, photo and audit, seen at once by readers', async () => {
    await read('/api/venues'); // cached before the change: the edit must still show
    const photo = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#1a7f5a' } })
      .png()
      .toBuffer();
    const uploaded = await call('admin', 'POST', '/api/admin/uploads', photo, {
      'content-type': 'application/octet-stream',
      'x-file-name': 'pool.png',
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const imageId = uploaded.json().image.id as string;

    const created = await call('admin', 'POST', '/api/admin/venues', venue({ image_id: imageId }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'HBP',
      names: { en: 'Harbour Pool', es: 'Piscina del Puerto', pt: '', az: 'Liman Hovuzu' },
      address: '1 Harbour Road',
      image_id: imageId,
      units: 0,
    });
    // Never served as uploaded: the photo is the re-encoded variants.
    expect(created.json().image.sources[0].srcset).toMatch(/^\/api\/files\/[\w-]+\/\d+\.webp /);

    const list = (await read('/api/venues')).json().items as { code: string; names: object }[];
    expect(list.find((v) => v.code === 'HBP')?.names).toEqual({
      en: 'Harbour Pool',
      es: 'Piscina del Puerto',
      pt: 'Harbour Pool', // untranslated: English
      az: 'Liman Hovuzu',
    });
    const page = (await read('/api/venues/HBP')).json();
    expect(page.details).toMatchObject({ address: '1 Harbour Road', image: { id: imageId } });

    const edited = await call(
      'admin',
      'PUT',
      '/api/admin/venues/HBP',
      venue({ names: { en: 'Harbour Pool', pt: 'Piscina do Porto' }, latitude: -33.5, image_id: null }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await read('/api/venues/HBP')).json();
    expect(after.names).toEqual({
      en: 'Harbour Pool',
      es: 'Harbour Pool',
      pt: 'Piscina do Porto',
      az: 'Harbour Pool',
    });
    expect(after.latitude).toBe(-33.5);
    expect(after.details.image).toBeNull();

    const removed = await call('admin', 'DELETE', '/api/admin/venues/HBP');
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await read('/api/venues/HBP')).statusCode).toBe(404);

    const rows = await audits();
    expect(rows.map((r) => [r.action, r.target, r.username])).toEqual([
      ['venue.create', 'VENUE:HBP', 'test-admin'],
      ['venue.update', 'VENUE:HBP', 'test-admin'],
      ['venue.delete', 'VENUE:HBP', 'test-admin'],
    ]);
    expect(rows[1]!.before).toMatchObject({ names: { es: 'Piscina del Puerto', az: 'Liman Hovuzu' } });
    expect(rows[1]!.after).toMatchObject({ names: { pt: 'Piscina do Porto' }, latitude: -33.5 });
  });

  it('refuses visitors and non-admins on every route, changing nothing', async () => {
    const before = await allVenues();
    for (const type of [null, 'athlete'] as const) {
      const expected = type === null ? 401 : 403;
      expect((await call(type, 'GET', '/api/admin/venues')).statusCode).toBe(expected);
      expect((await call(type, 'POST', '/api/admin/venues', venue())).statusCode).toBe(expected);
      expect((await call(type, 'PUT', '/api/admin/venues/AQC', venue())).statusCode).toBe(expected);
      expect((await call(type, 'DELETE', '/api/admin/venues/AQC')).statusCode).toBe(expected);
    }
    expect(await allVenues()).toEqual(before);
  });

  it('names the bad field in the reader’s language and changes nothing', async () => {
    const before = await allVenues();
    const auditsBefore = (await audits()).length;
    const es = { 'accept-language': 'es-ES' };
    const lat = await call('admin', 'POST', '/api/admin/venues', venue({ latitude: 91 }), es);
    expect(lat.statusCode).toBe(400);
    expect(lat.json().fields).toEqual({ latitude: 'La latitud es un número de -90 a 90' });
    const lng = await call('admin', 'PUT', '/api/admin/venues/AQC', venue({ longitude: '49' }), es);
    expect(lng.statusCode).toBe(400);
    expect(lng.json().fields).toEqual({ longitude: 'La longitud es un número de -180 a 180' });
    const name = await call('admin', 'POST', '/api/admin/venues', venue({ names: { en: ' ' } }));
    expect(name.json().fields).toEqual({ 'names.en': 'The English name is required' });
    const code = await call('admin', 'POST', '/api/admin/venues', venue({ code: 'hb p' }));
    expect(Object.keys(code.json().fields)).toEqual(['code']);
    const taken = await call('admin', 'POST', '/api/admin/venues', venue({ code: 'AQC' }), es);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Ya existe una sede con el código AQC: edita esa');
    const missingPhoto = await call(
      'admin',
      'PUT',
      '/api/admin/venues/AQC',
      venue({ image_id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(missingPhoto.statusCode).toBe(400);
    const unknown = await call('admin', 'PUT', '/api/admin/venues/NOPE', venue());
    expect(unknown.statusCode).toBe(404);
    expect(await allVenues()).toEqual(before);
    expect((await audits()).length).toBe(auditsBefore);
  });

  it('refuses to delete a venue in use, saying what uses it, in the reader’s language', async () => {
    const res = await call('admin', 'DELETE', '/api/admin/venues/AQC', undefined, {
      'accept-language': 'pt-PT',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'O recinto AQC não pode ser eliminado enquanto for usado por 1 provas (como Final); as modalidades SWM como o seu recinto',
    );
    expect((await allVenues()).map((v) => v.code)).toContain('AQC');
    const listed = (await call('admin', 'GET', '/api/admin/venues')).json().items;
    expect(listed).toEqual([expect.objectContaining({ code: 'AQC', units: 1, schedule_items: 0 })]);
  });

  it('shows a renamed venue in the schedule, on the unit page and on its sport in every language', async () => {
    await read(`/api/units/${FINAL}`);
    await read('/api/schedule/days/2026-07-14');
    const res = await call('admin', 'PUT', '/api/admin/venues/AQC', {
      ...venue({ code: undefined }),
      names: { en: 'Aquatics Centre', es: 'Centro Acuático', pt: 'Centro Aquático', az: 'Su İdmanı Mərkəzi' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const names = {
      en: 'Aquatics Centre',
      es: 'Centro Acuático',
      pt: 'Centro Aquático',
      az: 'Su İdmanı Mərkəzi',
    };
    expect((await read(`/api/units/${FINAL}`)).json().unit.venue_name).toEqual(names);
    expect((await read('/api/schedule/days/2026-07-14')).json().units[0].venue_name).toEqual(names);
    const sports = (await read('/api/disciplines')).json().items as { code: string; venue_names: object }[];
    expect(sports.find((d) => d.code === 'SWM')?.venue_names).toEqual(names);
  });
});
