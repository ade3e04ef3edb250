import { describe, expect, it } from 'vitest';
import { boardName, followedFirst, leaderLine, matchLine } from './now-lines';

const side = (delegation: string, score: string | null) => ({
  code: delegation,
  type: 'T' as const,
  name: delegation,
  delegation,
  score,
  won: false,
});

describe('now lines', () => {
  it('say a match by its delegations and score, and a leader by rank, family name and mark', () => {
    expect(matchLine({ match: { sides: [side('MEX', '7'), side('COL', '7')], period: null } })).toBe(
      'MEX 7–7 COL',
    );
    expect(matchLine({ match: { sides: [side('MEX', null), side('COL', null)], period: null } })).toBe(
      'MEX – COL',
    );
    expect(matchLine({ match: null })).toBeNull();
    const kim = { code: 'A1', type: 'A' as const, name: 'Min-ji KIM', delegation: 'KOR', medal: null };
    expect(leaderLine({ ...kim, rank: 1, mark: '14.82' })).toBe('1. KIM 14.82');
    expect(leaderLine({ ...kim, name: 'Ana Maria Souza', rank: null, mark: 'DNS' })).toBe('SOUZA DNS');
    expect(boardName({ name: 'Brazil', type: 'T' })).toBe('Brazil');
  });

  it('puts followed units first and keeps the order otherwise', () => {
    const units = [{ code: 'a' }, { code: 'b' }, { code: 'c' }];
    expect(followedFirst(units, new Set())).toBe(units);
    expect(followedFirst(units, new Set(['c'])).map((u) => u.code)).toEqual(['c', 'a', 'b']);
  });
});
