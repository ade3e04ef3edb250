import { describe, expect, it } from 'vitest';
import { judgedTotal, parseAttempts, parseScorePairs, resultFamilyOf, setsWon } from './result-families';

describe('result families', () => {
  it('knows how each sport is typed', () => {
    expect(resultFamilyOf('ath')).toBe('marks');
    expect(resultFamilyOf('VVO')).toBe('scores');
    expect(resultFamilyOf('GAR')).toBe('judged');
    expect(resultFamilyOf('XYZ')).toBe('ranking');
  });

  it('reads scores by period or set, and refuses what is not one', () => {
    expect(parseScorePairs('21-18 19-21, 15:10')).toEqual([
      { a: 21, b: 18 },
      { a: 19, b: 21 },
      { a: 15, b: 10 },
    ]);
    expect(parseScorePairs('21-18 abc')).toBeUndefined();
    expect(setsWon(parseScorePairs('21-18 19-21 15-10')!)).toBe('2-1');
  });

  it('reads attempts: marks, failures and passes', () => {
    expect(parseAttempts('7.12 x 7.30 -')).toEqual(['7.12', 'x', '7.30', '-']);
    expect(parseAttempts('xxo 1.85')).toEqual(['xxo', '1.85']);
    expect(parseAttempts('seven')).toBeUndefined();
  });

  it('adds a judged score', () => {
    expect(judgedTotal({ difficulty: 5.2, execution: 8.35, penalty: 0.3 })).toBe(13.25);
    expect(judgedTotal({})).toBeNull();
  });
});
