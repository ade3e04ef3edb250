import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareNames, countryName, teamName } from './country-names';

describe('delegation names in the reader language', () => {
  afterEach(() => vi.restoreAllMocks());

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

  it('keeps the feed name where the platform has no region names', () => {
    vi.spyOn(Intl, 'DisplayNames').mockImplementation(function () {
      throw new RangeError('no region data');
    });
    // A locale not asked before, so its names are looked up under the mock.
    expect(countryName('EGY', 'es-MX', 'Egypt')).toBe('Egypt');
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
