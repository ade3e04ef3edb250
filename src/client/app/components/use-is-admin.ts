import { userStore } from '../../lib/user-store';

/**
 * Whether this browser's account is an organiser's: only to show the way to their tools. The
 * server checks the role on every admin request, so a doctored store opens nothing.
 */
export function useIsAdmin(): boolean {
  return userStore.useStore(
    (s) =>
      s.isLoggedIn && s.loginType !== 'guest' && (s.userData as { type?: unknown } | null)?.type === 'admin',
  );
}
