import { describe, expect, it } from 'vitest';
import { shortName } from './short-name';

describe('shortName', () => {
  it('leaves a name that fits as it is', () => {
    expect(shortName('Ana Lopez')).toBe('Ana Lopez');
  });

  it("shortens a long name to the given name's initial and the family name in capitals", () => {
    expect(shortName('Johanna Smith-Taylor')).toBe('J. SMITH-TAYLOR');
    expect(shortName('Maximilian de la Vega')).toBe('M. DE LA VEGA');
  });

  it('keeps capitalised words as the family name, wherever they stand', () => {
    expect(shortName('Johanna Maria SMITH')).toBe('J. SMITH');
    expect(shortName('MAMMADOV Rashad Elchin')).toBe('R. MAMMADOV');
  });

  it('keeps letters outside ASCII', () => {
    expect(shortName('Şəbnəm Əliyeva-Quliyeva')).toBe('Ş. ƏLIYEVA-QULIYEVA');
  });

  it('leaves a long one-word name alone (the table cuts it, not the result)', () => {
    expect(shortName('Wolfeschlegelsteinhausen')).toBe('Wolfeschlegelsteinhausen');
  });
});
