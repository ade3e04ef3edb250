import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, retryDelay, shouldRetry } from './query-client';

describe('server-state cache', () => {
  it('keeps data fresh 5000 ms and unused entries 5 minutes', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults.staleTime).toBe(5000);
    expect(defaults.gcTime).toBe(300_000);
  });

  it('backs off from 1 s, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries network and server errors 3 times, never a 4xx', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'Service Unavailable', 'down'))).toBe(true);
    expect(shouldRetry(3, new ApiError(503, 'Service Unavailable', 'down'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'Not Found', 'gone'))).toBe(false);
  });
});
