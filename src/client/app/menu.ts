import { MOBILE_PLATFORMS, NATIVE_PLATFORMS, PLATFORMS, type Platform } from '../../shared/domain/platform';

/**
 * The home menu: each entry's label, icon, tab and who may see it. It names the route that
 * serves each entry but imports no page, so the layouts can draw the menu without pulling in
 * the route table; the route table takes a menu route's login rule and platforms from here.
 */

export type IconName =
  | 'home'
  | 'calendar-clock'
  | 'users'
  | 'layout-grid'
  | 'medal'
  | 'trophy'
  | 'list-checks'
  | 'file-text'
  | 'map-pin'
  | 'log-in'
  | 'brain'
  | 'bus'
  | 'hotel'
  | 'hospital'
  | 'star'
  | 'graduation-cap'
  | 'shield-check'
  | 'video'
  | 'camera'
  | 'award'
  | 'handshake'
  | 'qr-code'
  | 'newspaper'
  | 'message-square';

/** Who may open a screen: its platforms, and whether it needs an account while login is on. */
export interface Access {
  loginRequired: boolean;
  platforms: readonly Platform[];
}

export interface MenuEntry extends Access {
  /** The route path that serves the entry (a route may serve several entries). */
  route: string;
  /** Concrete path the entry opens. */
  to: string;
  labelKey: string;
  icon: IconName;
  /** Position among the phone's bottom tabs; entries without one are under "More". */
  tab?: number;
}

const ALL = PLATFORMS;
const MOBILE = MOBILE_PLATFORMS;
const NATIVE = NATIVE_PLATFORMS;

const m = (
  route: string,
  labelKey: string,
  icon: IconName,
  {
    to = route,
    platforms = ALL,
    loginRequired = false,
    tab,
  }: Partial<Omit<MenuEntry, 'labelKey' | 'icon'>> = {},
): MenuEntry => ({ route, to, labelKey, icon, platforms, loginRequired, tab });

/** The home menu, in menu order. */
const MENU: readonly MenuEntry[] = [
  m('/', 'menu.home', 'home', { platforms: MOBILE, tab: 1 }),
  m('/schedule/:tab', 'menu.schedule', 'calendar-clock', { to: '/schedule/grid', tab: 2 }),
  m('/participants', 'menu.participants', 'users'),
  m('/schedule/:tab', 'menu.disciplines', 'layout-grid', { to: '/schedule/disciplines', tab: 5 }),
  m('/medals', 'menu.medals', 'medal', { tab: 4 }),
  m('/ranking', 'menu.ranking', 'trophy', { platforms: MOBILE }),
  m('/schedule/:tab', 'menu.results', 'list-checks', { to: '/schedule/days', tab: 3 }),
  m('/reports/:disciplineKey?', 'menu.reports', 'file-text', { to: '/reports' }),
  m('/venues', 'menu.venues', 'map-pin'),
  m('/login', 'menu.login', 'log-in', { platforms: MOBILE }),
  m('/trivia', 'menu.trivia', 'brain', { loginRequired: true, platforms: NATIVE }),
  m('/transport', 'menu.transport', 'bus', { loginRequired: true, platforms: MOBILE }),
  m('/places/hotel', 'menu.hotels', 'hotel', { loginRequired: true }),
  m('/places/hospital', 'menu.hospitals', 'hospital', { loginRequired: true, platforms: MOBILE }),
  m('/ambassadors', 'menu.ambassadors', 'star'),
  m('/courses', 'menu.courses', 'graduation-cap', { loginRequired: true, platforms: MOBILE }),
  m('/secure', 'menu.secure', 'shield-check', { platforms: MOBILE }),
  m('/videos', 'menu.videos', 'video', { loginRequired: true, platforms: MOBILE }),
  m('/official-photos', 'menu.officialPhotos', 'camera', { loginRequired: true, platforms: MOBILE }),
  m('/official-awards-schedule', 'menu.awards', 'award', { platforms: MOBILE }),
  m('/sponsors', 'menu.sponsors', 'handshake', { platforms: MOBILE }),
  m('/qr-scan', 'menu.qrScan', 'qr-code', { loginRequired: true, platforms: MOBILE }),
  m('/informativos', 'menu.informativos', 'newspaper', { loginRequired: true, platforms: MOBILE }),
  m('/feedback', 'menu.feedback', 'message-square', { loginRequired: true, platforms: MOBILE }),
];

/** The home menu, in menu order. */
export function homeMenu(): readonly MenuEntry[] {
  return MENU;
}

/** The login rule and platforms of a route that serves menu entries; undefined for any other route. */
export function menuAccess(route: string): Access | undefined {
  const entry = MENU.find((e) => e.route === route);
  return entry && { loginRequired: entry.loginRequired, platforms: entry.platforms };
}
