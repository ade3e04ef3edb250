import { beforeAll, describe, expect, it } from 'vitest';
import { NOC_TO_ISO2 } from '../../shared/domain/noc-codes';
import { compareNames, countryName, countryNamesReady, loadCountryNames, teamName } from './country-names';

beforeAll(() => Promise.all(['es-ES', 'pt-PT', 'az-AZ'].map(loadCountryNames)));

describe('delegation names in the reader language', () => {
  it('names a delegation from its code as each language writes the country', () => {
    expect(countryName('EGY', 'es-ES', 'Egypt')).toBe('Egipto');
    expect(countryName('EGY', 'pt-PT', 'Egypt')).toBe('Egito');
    expect(countryName('EGY', 'az-AZ', 'Egypt')).toBe('Misir');
    expect(countryName('EGY', 'en-US', 'Egypt')).toBe('Egypt');
    expect(countryName('KOR', 'es-ES', 'South Korea')).toBe('Corea del Sur');
    expect(countryName('KOR', 'az-AZ', 'South Korea')).toBe('Cənubi Koreya');
    // IOC codes differ from ISO ones: GER is Germany (DE), not a guess from the letters.
    expect(countryName('GER', 'pt-PT', 'Germany')).toBe('Alemanha');
  });

  it('keeps the feed name for a delegation that is no country, then the bare code', () => {
    expect(countryName('EOR', 'es-ES', 'Refugee Olympic Team')).toBe('Refugee Olympic Team');
    expect(countryName('AIN', 'pt-PT')).toBe('AIN');
  });

  it("takes them from the app's own tables, never the platform's (Azerbaijani was English there)", async () => {
    for (const locale of ['es-ES', 'pt-PT', 'az-AZ']) {
      expect(countryNamesReady(locale)).toBe(true);
      const table = (await import(`../../shared/domain/country-names/${locale}.json`)) as {
        default: Record<string, string>;
      };
      // Every delegation with a country has a name in every language.
      expect(Object.keys(table.default).sort()).toEqual(Object.keys(NOC_TO_ISO2).sort());
    }
    expect(countryName('AZE', 'az-AZ', 'Azerbaijan')).toBe('Azərbaycan');
    expect(countryName('TPE', 'es-ES', 'Chinese Taipei')).toBe('China Taipéi');
    // English needs no table: the platform's English names, else the feed's.
    expect(countryNamesReady('en-US')).toBe(true);
  });

  it('sorts names as the language orders them, accents among their letters', () => {
    const names = ['Zâmbia', 'Égypte', 'Estónia', 'Alemanha'];
    expect([...names].sort(compareNames('pt-PT'))).toEqual(['Alemanha', 'Égypte', 'Estónia', 'Zâmbia']);
  });
});

describe('team names', () => {
  it('names a team called after its country in the reader language, numbered teams too', () => {
    expect(teamName('Egypt', 'EGY', 'es-ES')).toBe('Egipto');
    expect(teamName('South Korea 2', 'KOR', 'pt-PT')).toBe('Coreia do Sul 2');
  });

  it('keeps a team name of its own', () => {
    expect(teamName('Egypt Falcons', 'EGY', 'es-ES')).toBe('Egypt Falcons');
    expect(teamName('Refugee Team', 'EOR', 'es-ES')).toBe('Refugee Team');
  });
});
