import { afterEach, describe, expect, it, vi } from 'vitest';
import { flagUrl, toIso2, toNoc } from './country-codes';
import { NOC_TO_ISO2 } from './noc-codes';

const sources = { flagsBaseUrl: 'https://flagcdn.com', storageBaseUrl: '/storage' };

describe('country codes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('maps 3-letter delegation codes to 2 letters and back', () => {
    expect(toIso2('BRA')).toBe('BR');
    expect(toIso2('ger')).toBe('DE');
    expect(toNoc('de')).toBe('GER');
    expect(Object.keys(NOC_TO_ISO2)).toHaveLength(206);
  });

  it('warns and returns nothing for a missing, short or unknown code', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(toIso2('')).toBeUndefined();
    expect(toIso2('BR')).toBeUndefined();
    expect(toIso2('XYZ')).toBeUndefined();
    expect(toNoc('QQ')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('builds flag images: the service at width 80, the special codes from storage, the rest locally', () => {
    expect(flagUrl('POR', sources)).toBe('https://flagcdn.com/w80/pt.png');
    for (const code of ['JPA', 'BR', 'RW', 'CO', 'BYE']) {
      expect(flagUrl(code, sources)).toBe(`/storage/flags/${code}.png`);
    }
    expect(flagUrl('XXA', sources)).toBe('/brasil_flags/XXA.png');
  });
});
