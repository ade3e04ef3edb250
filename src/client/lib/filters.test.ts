import { describe, expect, it } from 'vitest';
import { filterOf, SCHEDULE_FILTERS } from './filters';

describe('grid filters', () => {
  it('offers the ten filters', () => {
    expect([...SCHEDULE_FILTERS].sort()).toEqual([
      'all',
      'arrival',
      'broadcast',
      'competition',
      'departure',
      'medal',
      'meeting',
      'others',
      'training',
      'weighting',
    ]);
  });
  it('reads a filter from the address, all when unknown', () => {
    expect(filterOf('meeting')).toBe('meeting');
    expect(filterOf('nonsense')).toBe('all');
    expect(filterOf(null)).toBe('all');
  });
});
