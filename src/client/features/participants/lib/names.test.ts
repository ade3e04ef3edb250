import { describe, expect, it } from 'vitest';
import { displayName, initials } from './names';

describe('athlete names', () => {
  it('takes the first and last initials', () => {
    expect(initials('Ana', 'Abdullayev')).toBe('AA');
    expect(initials('Maria José', 'da Silva Costa')).toBe('MC');
    expect(initials('Élodie', '')).toBe('É');
    expect(initials('', null)).toBe('');
  });
  it('writes the family name in capitals', () => {
    expect(displayName('Inês', 'Costa')).toBe('Inês COSTA');
    expect(displayName('Ivan', '')).toBe('Ivan');
  });
});
