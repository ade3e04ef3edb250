import { useCallback, useEffect } from 'react';
import { userStore } from '../../../lib/user-store';
import { getSafeSportWatched } from '../api/get-watched';
import { markSafeSportWatched } from '../api/mark-watched';

const isAccount = () => userStore.getState().loginType === 'user';

/**
 * hasWatchedSecureSport: on the device for everyone (logout clears it), and on the server for
 * an account, so an account that watched elsewhere is not asked again. The server's mark is
 * read once a page that needs it opens.
 */
export function useSafeSportWatched() {
  const watched = userStore.useStore((s) => s.hasWatchedSecureSport);
  const loginType = userStore.useStore((s) => s.loginType);
  useEffect(() => {
    if (loginType !== 'user' || watched) return;
    let live = true;
    getSafeSportWatched()
      .then((answer) => {
        if (live && answer.watched) userStore.setState({ hasWatchedSecureSport: true });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [loginType, watched]);
  const markWatched = useCallback(() => {
    userStore.setState({ hasWatchedSecureSport: true });
    // Kept on the device at once; the server's copy is tried again on the next view if this fails.
    if (isAccount()) void markSafeSportWatched().catch(() => undefined);
  }, []);
  return { watched, markWatched };
}
