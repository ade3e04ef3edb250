import { createStore } from './create-store';
import { storage } from './storage';

/** User state, kept in localStorage. */
export interface UserState {
  isLoggedIn: boolean;
  isAuthenticated: boolean;
  /** 'guest' after guest login, 'user' after an account login; null when logged out. */
  loginType: string | null;
  timezone: string;
  preferredTimezone: string;
  language: string;
  userData: Record<string, unknown> | null;
  hasWatchedSecureSport: boolean;
  isAuthorized: boolean;
}

export const USER_STORAGE_KEY = 'user';

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function defaultUserState(timezone = browserTimeZone()): UserState {
  return {
    isLoggedIn: false,
    isAuthenticated: false,
    loginType: null,
    timezone,
    preferredTimezone: 'local',
    language: 'pt',
    userData: null,
    hasWatchedSecureSport: false,
    isAuthorized: false,
  };
}

/**
 * The saved state. The device's zone is not read here but by detectTimeZone(), at
 * startup in a task of its own: a page's first Intl call loads ICU's data, some 30 ms
 * on a cheap phone, which would otherwise lengthen the task that evaluates the app.
 */
function restore(): UserState {
  const saved = storage.getJson<Partial<UserState>>(USER_STORAGE_KEY);
  const state = saved && typeof saved === 'object' ? saved : {};
  return { ...defaultUserState(state.timezone ?? 'UTC'), ...state };
}

export const userStore = createStore<UserState>(restore(), (s) => storage.setJson(USER_STORAGE_KEY, s));

/** Records the device's current time zone (it may have travelled since the last visit). */
export function detectTimeZone() {
  const timezone = browserTimeZone();
  if (userStore.getState().timezone !== timezone) userStore.setState({ timezone });
}

/** The language getter yields a fixed 'pt', the language-key getter a fixed 'por'. */
export const userLanguage = (): 'pt' => 'pt';
export const userLanguageKey = (): 'por' => 'por';

/** The guest's user record, created locally (the server never sees a guest). */
export function createGuestUser(guestLabel: string) {
  return {
    id: 'guest',
    username: guestLabel,
    name: guestLabel,
    points: 0,
    tipo: 'guest',
    email: 'guest@guest.local',
    cpf: '00000000000',
    type: 'guest',
    active: true,
    photoUrl: '',
    videoViewed: false,
  };
}
export type GuestUser = ReturnType<typeof createGuestUser>;

/** Guest login: guest loginType, authenticated and logged in, the supplied user data. */
export function loginAsGuest(userData: GuestUser) {
  userStore.setState({ loginType: 'guest', isAuthenticated: true, isLoggedIn: true, userData });
}

/**
 * Logout: clears the login flags, hasWatchedSecureSport, userData and loginType at once; the
 * promise settles when the offline copy is cleared too.
 */
export function logout(): Promise<void> {
  userStore.setState({
    isLoggedIn: false,
    isAuthenticated: false,
    hasWatchedSecureSport: false,
    userData: null,
    loginType: null,
  });
  // What this session read offline stays with it (only public data is kept, but a shared
  // phone's next user starts clean).
  return import('./offline-cache').then((m) => m.clearOfflineCache());
}

/** A guest loginType on startup logs the guest in again with a fresh record. */
export function restoreGuestSession(guestLabel: string) {
  if (userStore.getState().loginType === 'guest') loginAsGuest(createGuestUser(guestLabel));
}
