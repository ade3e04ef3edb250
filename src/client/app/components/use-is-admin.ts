import { userStore } from '../../lib/user-store';

/**
 * Whether this browser's account is an organiser's: only to show the way to their tools. The
 * server checks the role on every admin request, so a doctored store opens nothing.
 */
export function useIsAdmin(): boolean {
  // Logging out clears userData, and a guest's type is 'guest'.
  return userStore.useStore((s) => (s.userData as { type?: unknown } | null)?.type === 'admin');
}
