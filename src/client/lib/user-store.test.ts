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
    const guest = createGuestUser('Invitado');
    // Both names are the (translated) label it is given.
    expect([guest.username, guest.name]).toEqual(['Invitado', 'Invitado']);
    expect(createGuestUser('Convidado').name).toBe('Convidado');
    // Every field that tells a kind of user says guest.
    expect([guest.id, guest.type, guest.tipo]).toEqual(['guest', 'guest', 'guest']);
    // Nothing personal: a placeholder address, a tax number of zeros, no photo.
    expect(guest.email).toBe('guest@guest.local');
    expect(guest.cpf).toMatch(/^0{11}$/);
    expect(guest.photoUrl).toBe('');
    // A fresh, active account: no points, the intro video not seen.
    expect([guest.points, guest.active, guest.videoViewed]).toEqual([0, true, false]);
    expect(Object.keys(guest)).toHaveLength(11);
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
