import { beforeAll, describe, expect, it } from 'vitest';
import { writeGames } from '../../demo-data';
import { build, liveHubCaughtUp } from '../../test/helper';
import { tinyGames } from '../../test/test-games';
import { foldForSearch } from '../../../shared/domain/search-fold';
import type { App } from '../../app';

let app: App;
const get = (q: string, language = 'en-US') =>
  app.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}`,
    headers: { 'accept-language': language },
  });
const found = async (q: string, language?: string) => (await get(q, language)).json();

beforeAll(async () => {
  app = await build();
  const games = tinyGames();
  games.athletes.push(
    { ...games.athletes[2]!, id: 5, code: '1000005', bib: 'A123', givenName: 'Rəşad', familyName: 'AĞAYEV' },
    { ...games.athletes[2]!, id: 6, code: '1000006', bib: '777', givenName: 'İlkin', familyName: 'Yılmaz' },
    {
      ...games.athletes[2]!,
      id: 7,
      code: '1000007',
      bib: '778',
      givenName: 'Jean-Pierre',
      familyName: 'Babagayev',
    },
  );
  games.events[0]!.names = { es: '100 m libre · Mujeres', az: '100 m sərbəst üsul · Qadınlar' };
  await writeGames(app.database.db, games);
  await liveHubCaughtUp(app);
  await app.publicCache.refresh();
});

describe('search', () => {
  it('folds case and accents in the database as in JavaScript, Azerbaijani letters too', async () => {
    expect(foldForSearch('Ağayev ƏLİ Yılmaz Müller sərbəst')).toBe('agayev eli yilmaz muller serbest');
    for (const q of ['agayev', 'Ağayev', 'AGAYEV', 'ağa', 'rəşad ağa', 'resad agayev', 'agayev r']) {
      expect(
        (await found(q)).athletes.map((a: { bib: string }) => a.bib),
        q,
      ).toEqual(['A123']);
    }
    expect((await found('yilmaz')).athletes[0].family_name).toBe('Yılmaz');
    expect((await found('ilkin')).athletes[0].given_name).toBe('İlkin');
    expect((await found('pierre')).athletes[0].bib).toBe('778'); // a word after a hyphen
    expect((await found('memmedova')).athletes[0].family_name).toBe('Məmmədova');
  });

  it('finds an athlete by BIB, the exact one first', async () => {
    expect((await found('777')).athletes.map((a: { bib: string }) => a.bib)).toEqual(['777']);
    expect((await found('a123')).athletes[0].bib).toBe('A123');
  });

  it('names events, disciplines and delegations in the reader’s language and finds them by it', async () => {
    const es = await found('natacion', 'es-ES');
    expect(es.disciplines).toEqual([{ code: 'SWM', name: 'Natación' }]);
    expect((await found('libre mujeres', 'es-ES')).events[0].name).toBe('100 m libre · Mujeres');
    expect((await found('freestyle', 'es-ES')).events[0].name).toBe('100 m libre · Mujeres'); // English too
    expect((await found('serbest', 'az-AZ')).events[0].name).toBe('100 m sərbəst üsul · Qadınlar');
    expect((await found('brasil', 'pt-PT')).delegations).toEqual([{ code: 'BRA', name: 'Brazil' }]);
    expect((await found('aze')).delegations[0].code).toBe('AZE');
    expect((await found('aquatics')).venues).toEqual([
      { code: 'AQC', name: 'Aquatics Centre', city: 'Baku' },
    ]);
  });

  it('matches the start of words only and refuses an empty or overlong query by name', async () => {
    expect((await found('gayev')).athletes).toEqual([]);
    expect((await found('%')).athletes).toEqual([]);
    const empty = await get(' ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('q');
    expect((await get('x'.repeat(61))).statusCode).toBe(400);
  });
});
