import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it('writes minutes and seconds, and hours only when there are some', () => {
    expect(formatDuration(7)).toBe('0:07');
    expect(formatDuration(245)).toBe('4:05');
    expect(formatDuration(3723)).toBe('1:02:03');
  });
});
