import { describe, expect, it } from 'vitest';
import { demoUnitNames } from './unit-names';

describe('the demo games name their units in the four interface languages', () => {
  it('translates each part of a composed name', () => {
    expect(demoUnitNames('Pool A · Match 5')).toEqual({
      en: 'Pool A · Match 5',
      es: 'Grupo A · Partido 5',
      pt: 'Grupo A · Jogo 5',
      az: 'A qrupu · Oyun 5',
    });
    expect(demoUnitNames('Round of 16 · Contest 3').pt).toBe('Oitavos de final · Encontro 3');
    expect(demoUnitNames('Bronze medal contest 2').es).toBe('Partido por la medalla de bronce 2');
    expect(demoUnitNames('Heat 4').az).toBe('Zabeq 4');
  });

  it('keeps a part outside its vocabulary as it is', () => {
    expect(demoUnitNames('Exhibition · Match 1').es).toBe('Exhibition · Partido 1');
  });
});
