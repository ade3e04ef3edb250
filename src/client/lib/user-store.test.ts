import { beforeEach, describe, expect, it } from 'vitest';
import {
  USER_STORAGE_KEY,
  createGuestUser,
  defaultUserState,
  detectTimeZone,
  loginAsGuest,
  logout,
  userLanguage,
  userLanguageKey,
  userStore,
} from './user-store';

describe('user state', () => {
  beforeEach(() => userStore.setState(defaultUserState()));

  it('starts with the spec defaults', () => {
    const s = defaultUserState();
    expect(s).toMatchObject({
      isLoggedIn: false,
      isAuthenticated: false,
      loginType: null,
      preferredTimezone: 'local',
      language: 'pt',
      userData: null,
      hasWatchedSecureSport: false,
      isAuthorized: false,
    });
    expect(s.timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('records the device zone at startup, replacing one saved on another trip', () => {
    userStore.setState({ timezone: 'Pacific/Chatham' });
    detectTimeZone();
    expect(userStore.getState().timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!).timezone).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });

  it('has the fixed language getters', () => {
    expect(userLanguage()).toBe('pt');
    expect(userLanguageKey()).toBe('por');
  });

  it('builds the guest record', () => {
    expect(createGuestUser('Invitado')).toEqual({
      id: 'guest',
      username: 'Invitado',
      name: 'Invitado',
      points: 0,
      tipo: 'guest',
      email: 'guest@guest.local',
      cpf: '00000000000',
      type: 'guest',
      active: true,
      photoUrl: '',
      videoViewed: false,
    });
  });

  it('guest login sets the guest type and persists to localStorage', () => {
    loginAsGuest(createGuestUser('Guest'));
    const s = userStore.getState();
    expect(s).toMatchObject({ loginType: 'guest', isAuthenticated: true, isLoggedIn: true });
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!).loginType).toBe('guest');
  });

  it('logout clears the session fields', async () => {
    loginAsGuest(createGuestUser('Guest'));
    userStore.setState({ hasWatchedSecureSport: true, preferredTimezone: 'event' });
    const offlineCleared = logout();
    expect(userStore.getState()).toMatchObject({
      isLoggedIn: false,
      isAuthenticated: false,
      hasWatchedSecureSport: false,
      userData: null,
      loginType: null,
      preferredTimezone: 'event', // preferences survive a logout
    });
    await offlineCleared;
  });
});
