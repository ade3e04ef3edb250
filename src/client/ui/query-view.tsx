import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from './states';
import { SkeletonList } from './skeleton';

/**
 * Loading skeleton, error with retry (spec §8 texts), or the content. A 404 shows the
 * server's translated message; anything else the catalogue's loading error.
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
  if (query.data !== undefined) return <>{children(query.data)}</>;
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
