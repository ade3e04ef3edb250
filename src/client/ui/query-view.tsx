import { useDeferredValue, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from './states';
import { SkeletonList } from './skeleton';

type ViewedQuery<T> = Pick<UseQueryResult<T>, 'data' | 'isError' | 'error' | 'refetch'> &
  Partial<Pick<UseQueryResult<T>, 'failureCount' | 'failureReason'>>;

/**
 * Loading skeleton, error with retry, or the content. Only a 404 says "not found" (the
 * server's translated message, or `notFoundMessage`); a server error, a time-out or no
 * network says it could not load (`errorMessage`, else the generic text), with a retry.
 * The skeleton lasts one request at most (the API client gives up on a GET after 10 s):
 * from the first failure the error shows while the query keeps retrying behind it. A failed
 * refresh keeps the data it had, with the error and its retry above it.
 *
 * New data is drawn through a deferred value: TanStack Query hands it over in a
 * synchronous store update, and a big screen (the grid, a results table) rendered that
 * way is one long task that freezes a cheap phone. The deferred render is a transition,
 * split into 5 ms slices, the skeleton or the previous data staying until it is ready.
 */
export function QueryView<T>({
  query,
  children,
  skeleton,
  errorMessage,
  notFoundMessage,
}: {
  query: ViewedQuery<T>;
  children: (data: T) => ReactNode;
  skeleton?: ReactNode;
  errorMessage?: string;
  notFoundMessage?: string;
}) {
  const deferred = useDeferredValue(query.data);
  // A new key with nothing cached yet: never keep showing another key's data.
  const data = query.data === undefined ? undefined : deferred;
  const failure = query.error ?? (query.failureCount ? query.failureReason : null);
  const status = (failure as { status?: number } | null)?.status;
  const error = failure ? (
    <ErrorState
      message={status === 404 ? (notFoundMessage ?? (failure as Error).message) : errorMessage}
      onRetry={() => void query.refetch()}
      compact={data !== undefined}
    />
  ) : null;
  if (data !== undefined)
    return (
      <>
        {query.isError && error}
        {children(data)}
      </>
    );
  return <>{error ?? skeleton ?? <SkeletonList rows={6} />}</>;
}
