import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { bumpVersions, TOPICS } from '../../db/versions';
import { seededGames } from '../../test/seeded-games';
import { testAccounts } from '../../test/accounts';
import { ConfigError, loadConfig } from '../../config';
import { commonPhaseNames, nameIn, phaseNameIn } from '../../competition/names';
import { publicProfile, type FullProfile } from './minors';

/**
 * Names in the reader's language (events, phases, units) with English as the fallback, and
 * what the public API tells of athletes under 18, on the seeded youth games.
 */
const { app, get, json } = await seededGames();
const as = (locale: string) => ({ 'accept-language': locale });
const RAW_PHASE = /^[A-Z0-9]{3,4}-*$/;

describe('names in the reader language', () => {
  it('gives a unit its event in the language asked, each language its own cached answer and tag', async () => {
    const [unit] = await queryRows<{ code: string; en: string; az: string }>(
      app.database.db,
      sql`select u.code, e.name as en, e.names->>'az' as az from units u join events e on e.code = u.event_code
          where e.name like 'Shot put%' order by u.code limit 1`,
    );
    const url = `/api/units/${unit!.code}`;
    const az = await get(url, as('az-AZ'));
    const en = await get(url, as('en-US'));
    expect(az.json().unit.event_name).toBe(unit!.az);
    expect(az.json().unit.event_name).toMatch(/^Nüvə itələmə · /);
    expect(en.json().unit.event_name).toBe(unit!.en);
    expect(az.headers.etag).not.toBe(en.headers.etag);
    expect(String(az.headers.vary)).toMatch(/accept-language/);
    // Asked again: the same bytes from the cache, and an English tag never answers 304 in Azerbaijani.
    const again = await get(url, as('az-AZ'));
    expect(again.body).toBe(az.body);
    expect((await get(url, { ...as('az-AZ'), 'if-none-match': String(en.headers.etag) })).statusCode).toBe(
      200,
    );
    expect((await get(url, { ...as('az-AZ'), 'if-none-match': String(az.headers.etag) })).statusCode).toBe(
      304,
    );
    // Without Accept-Language the locale cookie decides.
    const cookie = await get(url, { cookie: 'i18n_redirected=es' });
    expect(cookie.json().unit.event_name).toMatch(/^Lanzamiento de peso · /);
  });

  it('falls back to English for a language an event was not given', async () => {
    const [event] = await queryRows<{ code: string; name: string }>(
      app.database.db,
      sql`select code, name from events where name like 'Hammer throw%' order by code limit 1`,
    );
    await app.database.db.execute(
      sql`update events set names = '{"es": "Martillo"}' where code = ${event!.code}`,
    );
    const [unit] = await queryRows<{ code: string }>(
      app.database.db,
      sql`select code from units where event_code = ${event!.code} limit 1`,
    );
    expect((await json(`/api/units/${unit!.code}`)).unit.event_name).toBe(event!.name);
    const az = await get(`/api/units/${unit!.code}`, as('az-AZ'));
    expect(az.json().unit.event_name).toBe(event!.name);
    expect((await get(`/api/units/${unit!.code}`, as('es-ES'))).json().unit.event_name).toBe('Martillo');
  });

  it('names every phase of a classification, never its bare code, in each language', async () => {
    const [event] = await queryRows<{ code: string }>(
      app.database.db,
      sql`select u.event_code as code from results r join units u on u.code = r.unit_code
          where u.phase_code like '%PREL' group by u.event_code order by u.event_code limit 1`,
    );
    const names = new Set<string>();
    for (const locale of ['en-US', 'es-ES', 'pt-PT', 'az-AZ']) {
      const res = await get(`/api/events/${event!.code}/classification`, as(locale));
      expect(res.statusCode).toBe(200);
      const rows = res.json().rows as { phase: string; phase_name: string }[];
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) {
        expect(r.phase_name, `${locale} ${r.phase}`).not.toMatch(RAW_PHASE);
        names.add(`${locale}:${r.phase}:${r.phase_name}`);
      }
    }
    expect([...names]).toContain('es-ES:PREL:Ronda preliminar');
    expect([...names]).toContain('az-AZ:PREL:İlkin mərhələ');
    expect([...names]).toContain('en-US:PREL:Preliminary round');
  });

  it('reads phase names from the row, then the common code, then English', () => {
    const code = 'JUDM-66KG---------D1--SFNL';
    expect(phaseNameIn('az-AZ', { code, name: 'Semifinals', names: {} })).toBe('Yarımfinal');
    expect(phaseNameIn('es-ES', { code, name: 'Semis', names: { es: 'Semis (ES)' } })).toBe('Semis (ES)');
    expect(phaseNameIn('en-US', { code, name: 'Semis' })).toBe('Semis');
    const phase = (part: string) => `XXXX${'-'.repeat(18)}${part}`;
    expect(phaseNameIn('pt-PT', { code: phase('ZZZZ'), name: 'Own round' })).toBe('Own round');
    expect(phaseNameIn('pt-PT', { code: phase('GPC-') })).toBe('Grupo C');
    expect(commonPhaseNames('QFNL')?.az).toBe('1/4 final');
    expect(nameIn('az-AZ', 'Shot put', { az: '  ' })).toBe('Shot put');
  });
});

describe('athletes under 18', () => {
  const HIDDEN = ['birth_date', 'height_cm', 'weight_kg', 'institution', 'photo_url', 'photo_consent'];

  async function athleteAged(minor: boolean) {
    const [row] = await queryRows<{ id: number }>(
      app.database.db,
      sql`select a.id from athletes a, competitions c
          where (a.birth_date > c.starts_on - interval '18 years') = ${minor}
            and a.institution is not null order by a.id limit 1`,
    );
    return row!.id;
  }

  it('leaves their birth date, height, weight, school and photo out of the public answers, cached ones too', async () => {
    const id = await athleteAged(true);
    for (let i = 0; i < 2; i++) {
      const res = await get(`/api/athletes/${id}`);
      expect(res.statusCode).toBe(200);
      const profile = res.json();
      expect(profile.age).toBeLessThan(18);
      for (const key of HIDDEN) expect(Object.keys(profile), key).not.toContain(key);
      expect(res.body).not.toMatch(/birth|height|weight|institution|photo/);
    }
    const page = await json('/api/athletes?page_size=200');
    for (const item of page.items) for (const key of HIDDEN) expect(Object.keys(item)).not.toContain(key);
  });

  it('shows the photo once the delegation consents, and everything of an adult', async () => {
    const minor = await athleteAged(true);
    await app.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`update athletes set photo_consent = true, photo_url = '/storage/p.jpg' where id = ${minor}`,
      );
      await bumpVersions(tx, [TOPICS.participants]);
    });
    await app.publicCache.refresh();
    const adult = await athleteAged(false);
    const consented = (await get(`/api/athletes/${minor}`)).json();
    expect(consented.photo_url).toBe('/storage/p.jpg');
    expect(Object.keys(consented)).not.toContain('weight_kg');
    const grown = (await get(`/api/athletes/${adult}`)).json();
    expect(grown.age).toBeGreaterThanOrEqual(18);
    expect(Object.keys(grown)).toEqual(expect.arrayContaining(['height_cm', 'weight_kg', 'institution']));
    expect(Object.keys(grown)).not.toContain('birth_date');
  });

  it('gives admins the whole profile, and nobody else', async () => {
    const id = await athleteAged(true);
    const account = testAccounts(app);
    const admin = await get(`/api/admin/athletes/${id}`, await account('admin'));
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ minor: true, photo_consent: true, photo_url: '/storage/p.jpg' });
    expect(admin.json().birth_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(admin.json())).toEqual(
      expect.arrayContaining(['height_cm', 'weight_kg', 'institution']),
    );
    expect(admin.headers['cache-control']).toBe('no-store');
    expect((await get(`/api/admin/athletes/${id}`)).statusCode).toBe(401);
    expect((await get(`/api/admin/athletes/${id}`, await account('coach'))).statusCode).toBe(403);
  });

  it('lets the games make height, weight or school public (MINORS_PUBLIC_FIELDS)', () => {
    expect(loadConfig({ MINORS_PUBLIC_FIELDS: 'height, School' }).MINORS_PUBLIC_FIELDS).toEqual([
      'height',
      'school',
    ]);
    expect(loadConfig({}).MINORS_PUBLIC_FIELDS).toEqual([]);
    expect(() => loadConfig({ MINORS_PUBLIC_FIELDS: 'birth_date' })).toThrow(ConfigError);
    const full = {
      minor: true,
      photo_consent: false,
      birth_date: '2010-01-01',
      height_cm: 170,
      weight_kg: 60,
      institution: 'School',
      photo_url: '/p.jpg',
    } as FullProfile;
    expect(publicProfile(full, ['height', 'school'])).toEqual({ height_cm: 170, institution: 'School' });
  });
});
