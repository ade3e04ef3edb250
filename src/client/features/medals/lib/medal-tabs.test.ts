import { describe, expect, it } from 'vitest';
import { formatMedalTabs, medalsPath, parseMedalTabs, rankLabels, type MedalTabs } from './medal-tabs';

describe('medal tabs segment', () => {
  it('reads the view and the filters in any order', () => {
    expect(parseMedalTabs('all')).toEqual({ view: 'all' });
    expect(parseMedalTabs(undefined)).toEqual({ view: 'all' });
    expect(parseMedalTabs('women')).toEqual({ view: 'all', gender: 'W' });
    expect(parseMedalTabs('second-winners-mixed')).toEqual({ view: 'winners', gender: 'X', division: 2 });
    expect(parseMedalTabs('RESULTS-Men-Third')).toEqual({ view: 'results', gender: 'M', division: 3 });
  });

  it('refuses unknown and repeated words', () => {
    expect(parseMedalTabs('gold')).toBeNull();
    expect(parseMedalTabs('men-women')).toBeNull();
    expect(parseMedalTabs('first-second')).toBeNull();
    expect(parseMedalTabs('all-winners')).toBeNull();
  });

  it('round-trips every combination through one canonical address', () => {
    const views = ['all', 'winners', 'results'] as const;
    for (const view of views)
      for (const gender of [undefined, 'M', 'W', 'X'] as const)
        for (const division of [undefined, 1, 2, 3] as const) {
          const tabs: MedalTabs = { view, ...(gender && { gender }), ...(division && { division }) };
          expect(parseMedalTabs(formatMedalTabs(tabs))).toEqual(tabs);
        }
    expect(formatMedalTabs({ view: 'all', gender: 'W', division: 1 })).toBe('women-first');
    expect(formatMedalTabs({ view: 'winners' })).toBe('winners');
  });

  it('builds paths with the discipline key last', () => {
    expect(medalsPath({ view: 'all' })).toBe('/medals/all');
    expect(medalsPath({ view: 'winners', gender: 'M' }, 'ath', 'delegation=BRA')).toBe(
      '/medals/winners-men/ATH?delegation=BRA',
    );
  });
});

describe('rank labels', () => {
  it('marks shared ranks with "="', () => {
    expect(rankLabels([1, 2, 3, 3, 5, 6, 6, 6, 9])).toEqual([
      '1',
      '2',
      '=3',
      '=3',
      '5',
      '=6',
      '=6',
      '=6',
      '9',
    ]);
    expect(rankLabels([])).toEqual([]);
    expect(rankLabels([1, 1])).toEqual(['=1', '=1']);
  });
});
