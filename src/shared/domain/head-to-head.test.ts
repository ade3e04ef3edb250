import { describe, expect, it } from 'vitest';
import { isHeadToHead } from './head-to-head';

describe('head to head or a field of competitors', () => {
  it('makes a match only of two sides in a sport scored side against side', () => {
    for (const n of [1, 2, 3, 8]) {
      expect(isHeadToHead('SWM', n), `SWM ${n}`).toBe(false);
      expect(isHeadToHead('ATH', n), `ATH ${n}`).toBe(false);
      expect(isHeadToHead('GAR', n), `GAR ${n}`).toBe(false);
      expect(isHeadToHead('BKB', n), `BKB ${n}`).toBe(n === 2);
      expect(isHeadToHead('JUD', n), `JUD ${n}`).toBe(n === 2);
    }
  });
});
