import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { competitionRanks } from './competition-rank';

describe('competition ranking', () => {
  it('ties share a position and the next one skips: 1, 1, 3', () => {
    expect(competitionRanks([50, 50, 10])).toEqual([1, 1, 3]);
    expect(competitionRanks([10, 50, 0, 50, 0])).toEqual([3, 1, 4, 1, 4]);
    expect(competitionRanks([])).toEqual([]);
  });

  it('for any points: a position is 1 + the number of strictly higher scores, equal scores share it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 })), (points) => {
        const ranks = competitionRanks(points);
        points.forEach((p, i) => {
          expect(ranks[i]).toBe(1 + points.filter((q) => q > p).length);
          points.forEach((q, j) => {
            if (q === p) expect(ranks[j]).toBe(ranks[i]);
            if (q > p) expect(ranks[j]).toBeLessThan(ranks[i]!);
          });
        });
        // Someone is first whenever anyone is ranked.
        if (points.length) expect(Math.min(...ranks)).toBe(1);
      }),
    );
  });
});
