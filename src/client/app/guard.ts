import type { Platform } from '../../shared/domain/platform';
import type { Access } from './menu';

/** The login screens are never redirected: the guard sends people there. */
export const NEVER_REDIRECTED = ['/login', '/signup', '/auth'];
export const WEB_HOME = '/schedule/grid';

export interface GuardUser {
  isLoggedIn: boolean;
  loginType: string | null;
}

export interface GuardInput {
  /** Path without the locale prefix, e.g. /places/hotel. */
  pathname: string;
  /** What the user opened, prefix, query and hash included; goes into ?redirect=. */
  fullPath: string;
  route: Access;
  platform: Platform;
  loginEnabled: boolean;
  user: GuardUser;
}

export type GuardDecision = { type: 'allow' } | { type: 'redirect'; to: string };

const toLogin = (fullPath: string): GuardDecision => ({
  type: 'redirect',
  to: `/login?redirect=${encodeURIComponent(fullPath)}`,
});

/** A real account session; a guest is logged in but is not this. */
export function hasAccountSession(user: GuardUser): boolean {
  return user.isLoggedIn && user.loginType !== null && user.loginType !== 'guest';
}

/** The route guard, as a pure function: on web, / and mobile-only routes go to the grid; login when required. */
export function guard(input: GuardInput): GuardDecision {
  const { pathname, fullPath, route, platform, loginEnabled, user } = input;
  if (NEVER_REDIRECTED.includes(pathname)) return { type: 'allow' };

  if (platform === 'web' && (pathname === '/' || !route.platforms.includes('web'))) {
    return { type: 'redirect', to: WEB_HOME };
  }

  if (loginEnabled) {
    if (route.loginRequired && !hasAccountSession(user)) return toLogin(fullPath);
    if (platform !== 'web' && !user.isLoggedIn) return toLogin(fullPath);
  }
  return { type: 'allow' };
}

export interface MenuVisibilityInput {
  platform: Platform;
  loginEnabled: boolean;
  user: GuardUser;
}

/**
 * Menu rules: an entry shows on its platforms; login-required entries only
 * for a logged-in account (type user) when the login feature is on; /login hides
 * once logged in; / is hidden on web.
 */
export function isMenuEntryVisible(
  entry: { to: string; loginRequired: boolean; platforms: readonly Platform[] },
  { platform, loginEnabled, user }: MenuVisibilityInput,
): boolean {
  if (!entry.platforms.includes(platform)) return false;
  if (entry.to === '/' && platform === 'web') return false;
  if (entry.to === '/login' && user.isLoggedIn) return false;
  if (entry.loginRequired && loginEnabled && !hasAccountSession(user)) return false;
  return true;
}

/** Split menu: the first half goes left, the rest right. */
export function splitMenu<T>(entries: T[]): { left: T[]; right: T[] } {
  const half = Math.ceil(entries.length / 2);
  return { left: entries.slice(0, half), right: entries.slice(half) };
}

/** Native back button: nothing on /secure-sport, exit on /, back elsewhere. */
export function backButtonAction(pathname: string): 'none' | 'exit' | 'back' {
  if (pathname === '/secure-sport') return 'none';
  if (pathname === '/') return 'exit';
  return 'back';
}
