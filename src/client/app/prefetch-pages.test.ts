import { describe, expect, it } from 'vitest';
import { flattenRoutes, visibleMenuPages } from './routes';

const pageOf = (path: string) => flattenRoutes().find((r) => r.path === path)!.page!;
const loggedOut = { isLoggedIn: false, loginType: null };

describe('pages prefetched after start', () => {
  it('on the web leaves out screens the guard refuses there (the mobile-only login)', () => {
    const pages = visibleMenuPages({ platform: 'web', loginEnabled: true, user: loggedOut });
    expect(pages).toContain(pageOf('/schedule/:tab'));
    expect(pages).not.toContain(pageOf('/login'));
  });

  it('on a phone includes the login screen until the user is logged in', () => {
    expect(visibleMenuPages({ platform: 'ios', loginEnabled: true, user: loggedOut })).toContain(
      pageOf('/login'),
    );
    const account = { isLoggedIn: true, loginType: 'user' as const };
    expect(visibleMenuPages({ platform: 'ios', loginEnabled: true, user: account })).not.toContain(
      pageOf('/login'),
    );
  });

  it('lists each page once even when several menu entries open it', () => {
    const pages = visibleMenuPages({ platform: 'android', loginEnabled: false, user: loggedOut });
    expect(new Set(pages).size).toBe(pages.length);
  });
});
