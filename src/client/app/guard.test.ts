import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { PLATFORMS, type Platform } from '../../shared/domain/platform';
import { backButtonAction, guard, isMenuEntryVisible, splitMenu, type GuardUser } from './guard';
import { homeMenu } from './menu';
import { flattenRoutes, routeTable } from './routes';

/**
 * The product's home-menu table, copied here word for word (path, login, platforms),
 * so these tests check the route table against the spec and not against itself.
 */
const SPEC_MENU: [path: string, login: 'yes' | 'no', platforms: string][] = [
  ['/', 'no', 'mobile only; hidden on web'],
  ['/schedule/grid', 'no', 'all'],
  ['/participants', 'no', 'all'],
  ['/schedule/disciplines', 'no', 'all'],
  ['/medals', 'no', 'all'],
  ['/ranking', 'no', 'mobile'],
  ['/schedule/days', 'no', 'all'],
  ['/reports', 'no', 'all'],
  ['/venues', 'no', 'all'],
  ['/login', 'no', 'mobile; hidden when already logged in'],
  ['/trivia', 'yes', 'ios and android only'],
  ['/transport', 'yes', 'mobile'],
  ['/places/hotel', 'yes', 'all'],
  ['/places/hospital', 'yes', 'mobile'],
  ['/ambassadors', 'no', 'all'],
  ['/courses', 'yes', 'mobile'],
  ['/secure', 'no', 'mobile'],
  ['/videos', 'yes', 'mobile'],
  ['/official-photos', 'yes', 'mobile'],
  ['/official-awards-schedule', 'no', 'mobile'],
  ['/sponsors', 'no', 'mobile'],
  ['/qr-scan', 'yes', 'mobile'],
  ['/informativos', 'yes', 'mobile'],
  ['/feedback', 'yes', 'mobile'],
];

function specPlatforms(text: string): Platform[] {
  if (text.startsWith('all')) return [...PLATFORMS];
  if (text.startsWith('ios and android')) return ['ios', 'android'];
  return ['ios', 'android', 'android-pwa']; // "mobile": native apps and the installed web app
}

const USERS: Record<string, GuardUser> = {
  visitor: { isLoggedIn: false, loginType: null },
  guest: { isLoggedIn: true, loginType: 'guest' },
  user: { isLoggedIn: true, loginType: 'user' },
};

/** Route-table entry that serves a concrete path (static segments win over params). */
function routeFor(pathname: string) {
  const routes = flattenRoutes();
  const exact = routes.find((r) => r.path === pathname);
  if (exact) return exact;
  return routes.find((r) => matchPath(r.path, pathname))!;
}

describe('route table matches the spec home-menu table', () => {
  it.each(SPEC_MENU)('%s has login=%s and platforms "%s"', (path, login, platforms) => {
    const route = routeFor(path);
    expect(route, path).toBeDefined();
    expect(route.loginRequired).toBe(login === 'yes');
    expect([...route.platforms].sort()).toEqual(specPlatforms(platforms).sort());
  });

  it('the home menu lists exactly the spec entries, in spec order', () => {
    expect(homeMenu().map((e) => e.to)).toEqual(SPEC_MENU.map(([p]) => p));
  });

  it('each menu entry names the route that serves the path it opens', () => {
    for (const entry of homeMenu()) expect(routeFor(entry.to).path, entry.to).toBe(entry.route);
  });
});

describe('guard for every menu row × platform × login state × login_enabled', () => {
  const cases = SPEC_MENU.flatMap(([path, login, platforms]) =>
    PLATFORMS.flatMap((platform) =>
      Object.keys(USERS).flatMap((who) =>
        [true, false].map((loginEnabled) => ({ path, login, platforms, platform, who, loginEnabled })),
      ),
    ),
  );

  it.each(cases)('$path on $platform as $who, login_enabled=$loginEnabled', (c) => {
    const user = USERS[c.who]!;
    const decision = guard({
      pathname: c.path,
      fullPath: c.path,
      route: routeFor(c.path),
      platform: c.platform,
      loginEnabled: c.loginEnabled,
      user,
    });
    // The spec's sentences, in order.
    const toLogin = `/login?redirect=${encodeURIComponent(c.path)}`;
    let expected: string | null = null;
    if (c.path === '/login')
      expected = null; // never redirected
    else if (c.platform === 'web' && (c.path === '/' || !specPlatforms(c.platforms).includes('web')))
      expected = '/schedule/grid';
    else if (c.loginEnabled && c.login === 'yes' && c.who !== 'user') expected = toLogin;
    else if (c.loginEnabled && c.platform !== 'web' && c.who === 'visitor') expected = toLogin;
    expect(decision).toEqual(expected === null ? { type: 'allow' } : { type: 'redirect', to: expected });
  });
});

describe('guard details', () => {
  const route = { loginRequired: true, platforms: [...PLATFORMS] };
  it('never redirects /login, /signup and /auth, even for a mobile visitor', () => {
    for (const pathname of ['/login', '/signup', '/auth']) {
      expect(
        guard({
          pathname,
          fullPath: pathname,
          route,
          platform: 'ios',
          loginEnabled: true,
          user: USERS.visitor!,
        }),
      ).toEqual({ type: 'allow' });
    }
  });

  it('keeps the original full path, query included, in the redirect query', () => {
    expect(
      guard({
        pathname: '/places/hotel',
        fullPath: '/spa/places/hotel?day=3#map',
        route,
        platform: 'web',
        loginEnabled: true,
        user: USERS.guest!,
      }),
    ).toEqual({ type: 'redirect', to: '/login?redirect=%2Fspa%2Fplaces%2Fhotel%3Fday%3D3%23map' });
  });
});

describe('menu visibility', () => {
  const visible = (platform: Platform, who: keyof typeof USERS, loginEnabled = true) =>
    homeMenu()
      .filter((e) => isMenuEntryVisible(e, { platform, loginEnabled, user: USERS[who]! }))
      .map((e) => e.to);

  it('hides / on web and shows only the web entries there', () => {
    expect(visible('web', 'visitor')).toEqual([
      '/schedule/grid',
      '/participants',
      '/schedule/disciplines',
      '/medals',
      '/schedule/days',
      '/reports',
      '/venues',
      '/ambassadors',
    ]);
  });

  it('shows login-required entries only to a logged-in user of type user', () => {
    expect(visible('android', 'guest')).not.toContain('/transport');
    expect(visible('android', 'visitor')).not.toContain('/transport');
    expect(visible('android', 'user')).toContain('/transport');
    expect(visible('web', 'user')).toContain('/places/hotel');
  });

  it('hides /login once logged in', () => {
    expect(visible('ios', 'visitor')).toContain('/login');
    expect(visible('ios', 'guest')).not.toContain('/login');
    expect(visible('ios', 'user')).not.toContain('/login');
  });

  it('shows trivia only in the native apps', () => {
    expect(visible('ios', 'user')).toContain('/trivia');
    expect(visible('android', 'user')).toContain('/trivia');
    expect(visible('android-pwa', 'user')).not.toContain('/trivia');
  });

  it('does not enforce login entries when the login feature is off', () => {
    expect(visible('android', 'visitor', false)).toContain('/transport');
  });

  it('splits the menu into a left and a right half', () => {
    expect(splitMenu([1, 2, 3, 4, 5])).toEqual({ left: [1, 2, 3], right: [4, 5] });
    expect(splitMenu([1, 2, 3, 4])).toEqual({ left: [1, 2], right: [3, 4] });
  });
});

describe('native back button', () => {
  it('does nothing on /secure-sport, exits on /, goes back elsewhere', () => {
    expect(backButtonAction('/secure-sport')).toBe('none');
    expect(backButtonAction('/')).toBe('exit');
    expect(backButtonAction('/medals/all')).toBe('back');
  });
});

describe('route table', () => {
  it('declares every route of the menu table', () => {
    const paths = flattenRoutes().map((r) => r.path);
    const spec = [
      '/403',
      '/auth',
      '/',
      '/medal-test',
      '/login',
      '/signup',
      '/match-stats',
      '/hotels',
      '/medals',
      '/secure',
      '/trivia',
      '/trivia/:id',
      '/venues',
      '/videos',
      '/courses',
      '/qr-scan',
      '/ranking',
      '/feedback',
      '/more-dev',
      '/schedule/:tab',
      '/schedule',
      '/sponsors',
      '/hospitals',
      '/transport',
      '/access-log',
      '/volunteers',
      '/ambassadors',
      '/test-results-card',
      '/informativos',
      '/participants/:tab',
      '/participants',
      '/participants/profile/:id',
      '/secure-sport',
      '/widget/events',
      '/widget/medals',
      '/places/:types',
      '/official-photos',
      '/official-reports',
      '/reports/:disciplineKey?',
      '/official-awards-schedule',
      '/medals/:tabs/:disciplineKey?',
      // A discipline's own pages.
      ...[
        '',
        '/finalrank',
        '/participants',
        '/reports',
        '/medals/:tabs?',
        '/competitions',
        '/results/:unit/:tab?',
        '/schedule/:tab/:day?',
      ].map((page) => `/discipline/:disciplineKey${page}`),
    ];
    expect(paths).toEqual(expect.arrayContaining(spec));
  });

  it('uses the default layout for the widgets', () => {
    expect(routeFor('/widget/medals').layout).toBe('default');
    expect(routeFor('/widget/events').layout).toBe('default');
  });

  it('redirects /schedule, /medals and /participants as the spec says', () => {
    const redirectOf = (p: string) => routeTable.find((r) => r.path === p)?.redirectTo;
    expect(redirectOf('/schedule')).toBe('/schedule/disciplines');
    expect(redirectOf('/medals')).toBe('/medals/all');
    expect(redirectOf('/participants')).toBe('/participants/athletes');
  });
});
