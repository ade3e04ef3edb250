import { describe, expect, it } from 'vitest';
import { matchLocale, toShortLanguage, codeForTag, tagForCode } from './locales';

describe('locales', () => {
  it('maps three-letter codes to two-letter languages', () => {
    expect(toShortLanguage('spa')).toBe('es');
    expect(toShortLanguage('por')).toBe('pt');
    expect(toShortLanguage('eng')).toBe('en');
    expect(toShortLanguage('aze')).toBe('az');
  });

  it('maps codes and tags both ways', () => {
    expect(tagForCode('aze')).toBe('az-AZ');
    expect(codeForTag('pt-PT')).toBe('por');
  });

  it('matches browser languages to an interface locale', () => {
    expect(matchLocale('pt-BR')).toBe('pt-PT');
    expect(matchLocale('es')).toBe('es-ES');
    expect(matchLocale('AZ_az')).toBe('az-AZ');
    expect(matchLocale('eng')).toBe('en-US');
    expect(matchLocale('fr-FR')).toBeUndefined();
    expect(matchLocale('')).toBeUndefined();
  });
});
