import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelFor, levelProgress, XP_PER_LEVEL } from './levels';

describe('levels', () => {
  it('a level is 10,000 XP: 9,999 is still level 1, 10,000 starts level 2, 20,000 level 3', () => {
    expect(XP_PER_LEVEL).toBe(10_000);
    expect(levelProgress(0)).toEqual({
      level: 1,
      intoLevel: 0,
      perLevel: 10_000,
      toNext: 10_000,
      progress: 0,
    });
    expect(levelProgress(9_999)).toMatchObject({ level: 1, intoLevel: 9_999, toNext: 1, progress: 0.9999 });
    expect(levelProgress(10_000)).toMatchObject({ level: 2, intoLevel: 0, toNext: 10_000, progress: 0 });
    expect(levelProgress(20_000)).toMatchObject({ level: 3, intoLevel: 0, progress: 0 });
    expect(levelProgress(25_000)).toMatchObject({ level: 3, intoLevel: 5_000, progress: 0.5 });
  });

  it('a negative or broken total counts as 0 XP', () => {
    expect(levelProgress(-5)).toMatchObject({ level: 1, intoLevel: 0, progress: 0 });
    expect(levelProgress(Number.NaN)).toMatchObject({ level: 1, intoLevel: 0, progress: 0 });
  });

  it('for any total: progress stays in [0, 1), the parts add up, and more XP never lowers the level', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.nat({ max: 50_000 }), (points, more) => {
        const p = levelProgress(points);
        expect(p.progress).toBeGreaterThanOrEqual(0);
        expect(p.progress).toBeLessThan(1);
        expect((p.level - 1) * XP_PER_LEVEL + p.intoLevel).toBe(points);
        expect(p.intoLevel + p.toNext).toBe(XP_PER_LEVEL);
        expect(p.level).toBe(levelFor(points));
        expect(levelFor(points + more)).toBeGreaterThanOrEqual(p.level);
      }),
    );
  });
});
