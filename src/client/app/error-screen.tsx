import { useRouteError } from 'react-router';
import { isChunkLoadError, reloadOnceForChunkError } from '../lib/chunk-reload';
import { describeError, ErrorView } from '../ui/error-view';

/** Route error boundary: chunk-load failures reload once; everything else shows the screen. */
export function ErrorScreen() {
  const error = useRouteError();
  if (isChunkLoadError(error) && reloadOnceForChunkError()) return null;
  return <ErrorView details={describeError(error)} />;
}
