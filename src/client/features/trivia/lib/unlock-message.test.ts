import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { unlockFailureKey } from './unlock-message';

describe('a refused QR code says why', () => {
  it('a code that is not ours is invalid', () => {
    expect(unlockFailureKey(new ApiError(400, 'Bad Request', 'x', 'trivia.invalidCode'))).toBe(
      'scan.invalid',
    );
  });
  it('a withdrawn poster says so', () => {
    expect(unlockFailureKey(new ApiError(410, 'Gone', 'x', 'trivia.posterWithdrawn'))).toBe('scan.withdrawn');
  });
  it('anything else is a scan error', () => {
    expect(unlockFailureKey(new ApiError(500, 'Server Error', 'x'))).toBe('scan.error');
    expect(unlockFailureKey(new TypeError('Failed to fetch'))).toBe('scan.error');
  });
});
