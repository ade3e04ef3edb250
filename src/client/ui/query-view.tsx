import { useDeferredValue, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from './states';
import { SkeletonList } from './skeleton';

/**
 * Loading skeleton, error with retry, or the content. A 404 shows the server's
 * translated message; anything else the generic loading error.
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
}: {
  query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'error' | 'refetch'>;
  children: (data: T) => ReactNode;
  skeleton?: ReactNode;
  errorMessage?: string;
}) {
  const deferred = useDeferredValue(query.data);
  // A new key with nothing cached yet: never keep showing another key's data.
  const data = query.data === undefined ? undefined : deferred;
  if (data !== undefined) return <>{children(data)}</>;
  if (query.isError) {
    const status = (query.error as { status?: number } | null)?.status;
    return (
      <ErrorState
        message={status === 404 ? (query.error as Error).message : errorMessage}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{skeleton ?? <SkeletonList rows={6} />}</>;
}
