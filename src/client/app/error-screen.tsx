import { useRevalidator, useRouteError } from 'react-router';
import { isChunkLoadError, reloadOnceForChunkError } from '../lib/chunk-reload';
import { isOfflineError } from '../lib/reachability';
import { describeError, ErrorView, OfflineState } from '../ui/error-view';
import { MainLayout } from './layouts/main-layout';

/**
 * Route error boundary: chunk-load failures reload once; an unreachable server shows the
 * offline state inside the app's chrome (Retry runs the page's loaders again); everything
 * else shows the error screen.
 */
export function ErrorScreen() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (isChunkLoadError(error) && reloadOnceForChunkError()) return null;
  if (isOfflineError(error)) {
    return (
      <MainLayout>
        <OfflineState onRetry={() => void revalidator.revalidate()} />
      </MainLayout>
    );
  }
  return <ErrorView details={describeError(error)} />;
}
