import { describe, expect, it } from 'vitest';
import { PREFETCH_DELAY_MS, isSlowConnection } from './prefetch';

describe('prefetch', () => {
  it('waits one second', () => expect(PREFETCH_DELAY_MS).toBe(1000));
  it('skips slow and data-saving connections', () => {
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '4g', saveData: true })).toBe(true);
    expect(isSlowConnection({ effectiveType: '4g' })).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });
});
