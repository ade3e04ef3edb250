import { QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { isApiError } from './api-client';

/** Server-state cache: fresh 5000 ms, kept 5 min, 3 retries from 1 s doubling, capped at 30 s. */
export const QUERY_STALE_TIME_MS = 5000;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRIES = 3;

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** A 4xx will not change by asking again; network errors and 5xx are retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_RETRIES;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: shouldRetry,
        retryDelay,
      },
    },
  });
}

export const queryClient = createQueryClient();

// Public answers name events and phases in the language they were asked in: another
// language asks again (the answers' cache keys have no language in them).
let language: string | undefined;
i18n.on('languageChanged', (next) => {
  if (language && language !== next) void queryClient.invalidateQueries();
  language = next;
});
