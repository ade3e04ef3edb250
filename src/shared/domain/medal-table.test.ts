import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bronzesPerEvent, medalTable, type MedalAward } from './medal-table';

describe('medal table rules', () => {
  it('ranks by gold, then silver, then bronze', () => {
    const awards: MedalAward[] = [
      { delegation: 'BRA', medal: 'silver' },
      { delegation: 'BRA', medal: 'silver' },
      { delegation: 'AZE', medal: 'gold' },
      { delegation: 'POR', medal: 'bronze' },
      { delegation: 'POR', medal: 'bronze' },
      { delegation: 'POR', medal: 'bronze' },
    ];
    expect(medalTable(awards).map((r) => [r.delegation, r.rank, r.total])).toEqual([
      ['AZE', 1, 1],
      ['BRA', 2, 2],
      ['POR', 3, 3],
    ]);
  });

  it('gives equal counts a shared rank, listed by delegation name, and skips the next rank', () => {
    const names: Record<string, string> = { ESP: 'Spain', ARG: 'Argentina', CHI: 'Chile' };
    const table = medalTable(
      [
        { delegation: 'ESP', medal: 'gold' },
        { delegation: 'ARG', medal: 'gold' },
        { delegation: 'CHI', medal: 'silver' },
      ],
      (c) => names[c]!,
    );
    expect(table.map((r) => [r.name, r.rank])).toEqual([
      ['Argentina', 1],
      ['Spain', 1],
      ['Chile', 3],
    ]);
  });

  it('knows the sports with two bronzes', () => {
    expect(bronzesPerEvent('JUD')).toBe(2);
    expect(bronzesPerEvent('SWM')).toBe(1);
  });

  const award = fc.record({
    delegation: fc.constantFrom('AAA', 'BBB', 'CCC', 'DDD', 'EEE', 'FFF'),
    medal: fc.constantFrom('gold', 'silver', 'bronze') as fc.Arbitrary<MedalAward['medal']>,
  });

  it('property: totals equal the medals awarded, and the order is right', () => {
    fc.assert(
      fc.property(fc.array(award, { maxLength: 200 }), (awards) => {
        const table = medalTable(awards);
        const sum = (k: 'gold' | 'silver' | 'bronze' | 'total') => table.reduce((n, r) => n + r[k], 0);
        expect(sum('total')).toBe(awards.length);
        for (const kind of ['gold', 'silver', 'bronze'] as const) {
          expect(sum(kind)).toBe(awards.filter((a) => a.medal === kind).length);
        }
        for (let i = 1; i < table.length; i++) {
          const [a, b] = [table[i - 1]!, table[i]!];
          const key = (r: typeof a) => [r.gold, r.silver, r.bronze];
          const cmp = key(a).findIndex((v, j) => v !== key(b)[j]!);
          if (cmp === -1) {
            expect(b.rank).toBe(a.rank); // shared
            expect(a.name.localeCompare(b.name, 'en')).toBeLessThanOrEqual(0);
          } else {
            expect(key(a)[cmp]!).toBeGreaterThan(key(b)[cmp]!);
            expect(b.rank).toBe(i + 1); // competition ranking: 1, 1, 3
          }
        }
      }),
    );
  });
});
