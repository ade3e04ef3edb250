import type { SessionUser } from '../../../shared/contracts/auth';
import { isApiError } from '../../lib/api-client';
import { logout, userStore } from '../../lib/user-store';
import { getMe } from './api/get-me';

/** The local user state after an account login or sign-up. */
export function applyAccountLogin(user: SessionUser) {
  userStore.setState({
    isLoggedIn: true,
    isAuthenticated: true,
    loginType: 'user',
    userData: user,
    isAuthorized: user.type !== 'user',
  });
}

/**
 * On start, an account session claimed by localStorage is checked with the server:
 * an expired or revoked session logs the user out locally; a network failure keeps
 * the local state (offline use).
 */
export async function syncAccountSession() {
  if (userStore.getState().loginType !== 'user') return;
  try {
    applyAccountLogin((await getMe()).user);
  } catch (err) {
    if (isApiError(err) && err.status === 401) void logout();
  }
}

/** Only a path of this app: no scheme, no protocol-relative //host, no backslash tricks. */
export function safeRedirect(value: string | null, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  try {
    const url = new URL(value, 'http://app.invalid');
    if (url.origin !== 'http://app.invalid') return fallback;
    // Dot segments collapse on parsing ('/.//evil.com' has the path '//evil.com'): a result
    // that starts with two slashes or holds a backslash would leave the app when followed.
    const path = url.pathname + url.search + url.hash;
    return path.startsWith('//') || path.includes('\\') ? fallback : path;
  } catch {
    return fallback;
  }
}
