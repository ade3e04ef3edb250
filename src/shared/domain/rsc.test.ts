import { describe, expect, it } from 'vitest';
import { buildRsc, eventCodeOf, parseRsc, phaseCodeOf } from './rsc';

describe('RSC codes', () => {
  it('builds and parses the 34-character shape', () => {
    const code = buildRsc({ discipline: 'SWM', gender: 'W', event: '100MFR', phase: 'FNL', unit: '000100' });
    expect(code).toBe('SWMW100MFR------------FNL-000100--');
    expect(code).toHaveLength(34);
    expect(parseRsc(code)).toEqual({
      discipline: 'SWM',
      gender: 'W',
      event: '100MFR',
      phase: 'FNL',
      unit: '000100',
    });
    expect(eventCodeOf(code)).toBe('SWMW100MFR------------');
    expect(phaseCodeOf(code)).toBe('SWMW100MFR------------FNL-');
  });
  it('rejects other shapes', () => {
    expect(parseRsc('SWM')).toBeUndefined();
    expect(parseRsc('swmw100mfr------------fnl-000100--')).toBeUndefined();
  });
});
