import { describe, expect, it } from 'vitest';
import { SCHEDULE_FILTERS as CONTRACT } from '../../../../shared/contracts/schedule';
import { filterOf, SCHEDULE_FILTERS } from './filters';

describe('grid filters', () => {
  it('offers exactly the spec §3 filters of the API contract', () => {
    expect([...SCHEDULE_FILTERS].sort()).toEqual([...CONTRACT].sort());
    expect(SCHEDULE_FILTERS).toHaveLength(10);
  });
  it('reads a filter from the address, all when unknown', () => {
    expect(filterOf('meeting')).toBe('meeting');
    expect(filterOf('nonsense')).toBe('all');
    expect(filterOf(null)).toBe('all');
  });
});
