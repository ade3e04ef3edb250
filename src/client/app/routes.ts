import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import i18n from 'i18next';
import { MOBILE_PLATFORMS, NATIVE_PLATFORMS, PLATFORMS, type Platform } from '../../shared/domain/platform';
import { isMenuEntryVisible, type MenuVisibilityInput } from './guard';
import { prefetchUnit } from '../features/results/api/get-unit';

/**
 * THE route table: every route of the app with its layout, login rule and
 * platforms. The router, the home menu and the guard all read this file; nothing
 * else declares a route.
 */

export const LAYOUTS = [
  'pointer-counter',
  'auth-layout',
  'default',
  'main-layout',
  'non-ionic-layout',
] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** Why a screen shows "coming soon" for now: 'unplanned' while no work on it is scheduled. */
export type Placeholder = 'unplanned';

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

export interface MenuEntry {
  /** Concrete path the entry opens (a route path may serve several entries). */
  to: string;
  labelKey: string;
  icon: IconName;
  /** Position in the home menu. */
  order: number;
  /** Position among the phone's bottom tabs; entries without one are under "More". */
  tab?: number;
}

type PageModule = { default: ComponentType };

export interface AppRoute {
  path: string;
  layout?: LayoutName;
  loginRequired: boolean;
  platforms: readonly Platform[];
  /** Forces this colour mode while the page is open. */
  colorMode?: 'light' | 'dark';
  /** Marks a screen that shows "coming soon" until it is built. */
  placeholder?: Placeholder;
  titleKey?: string;
  redirectTo?: string;
  menu?: MenuEntry[];
  page?: () => Promise<PageModule>;
  /** Starts the page's first data request from the route, beside the page's code (fire and forget). */
  prefetch?: (params: Params) => void;
  children?: AppRoute[];
}

const ALL = PLATFORMS;
const MOBILE = MOBILE_PLATFORMS;
const NATIVE = NATIVE_PLATFORMS;

const comingSoon = () => import('./pages/coming-soon-page');

/** A page module and its texts' namespace, fetched side by side instead of one after the other. */
const withTexts =
  (namespaces: string | string[], load: () => Promise<PageModule>): (() => Promise<PageModule>) =>
  () =>
    Promise.all([load(), i18n.loadNamespaces(namespaces).catch(() => undefined)]).then(([page]) => page);
/** Schedule and results screens also show the live feature's status chips and freshness. */
const schedulePage = (load: () => Promise<PageModule>) => withTexts(['schedule', 'live'], load);
const home = () => import('./pages/home-page');
const placesPage = withTexts('content', () => import('../features/organisers/pages/places-page'));

const r = (path: string, extra: Partial<AppRoute> = {}): AppRoute => ({
  path,
  loginRequired: false,
  platforms: ALL,
  ...extra,
});

const soon = (path: string, placeholder: Placeholder, titleKey: string, extra: Partial<AppRoute> = {}) =>
  r(path, { placeholder, titleKey, page: comingSoon, ...extra });

const m = (order: number, to: string, labelKey: string, icon: IconName, tab?: number): MenuEntry => ({
  to,
  labelKey,
  icon,
  order,
  tab,
});

export const routeTable: AppRoute[] = [
  r('/', { platforms: MOBILE, page: home, titleKey: 'menu.home', menu: [m(1, '/', 'menu.home', 'home', 1)] }),
  r('/schedule/:tab', {
    titleKey: 'menu.schedule',
    page: schedulePage(() => import('../features/schedule/pages/schedule-page')),
    menu: [
      m(2, '/schedule/grid', 'menu.schedule', 'calendar-clock', 2),
      m(4, '/schedule/disciplines', 'menu.disciplines', 'layout-grid', 5),
      m(7, '/schedule/days', 'menu.results', 'list-checks', 3),
    ],
  }),
  r('/schedule', { redirectTo: '/schedule/disciplines' }),
  r('/participants', {
    redirectTo: '/participants/athletes',
    menu: [m(3, '/participants', 'menu.participants', 'users')],
  }),
  r('/participants/profile/:id', {
    titleKey: 'menu.participants',
    page: withTexts('participants', () => import('../features/participants/pages/profile-page')),
  }),
  r('/participants/:tab', {
    titleKey: 'menu.participants',
    page: withTexts('participants', () => import('../features/participants/pages/participants-page')),
  }),
  r('/medals', { redirectTo: '/medals/all', menu: [m(5, '/medals', 'menu.medals', 'medal', 4)] }),
  r('/medals/:tabs/:disciplineKey?', {
    titleKey: 'menu.medals',
    page: withTexts('medals', () => import('../features/medals/pages/medals-page')),
  }),
  r('/medal-test', {
    titleKey: 'menu.medals',
    page: () => import('../features/medals/pages/medal-test-page'),
  }),
  soon('/ranking', 'unplanned', 'menu.ranking', {
    platforms: MOBILE,
    layout: 'pointer-counter',
    menu: [m(6, '/ranking', 'menu.ranking', 'trophy')],
  }),
  r('/reports/:disciplineKey?', {
    titleKey: 'menu.reports',
    page: schedulePage(() => import('../features/documents/pages/reports-page')),
    menu: [m(8, '/reports', 'menu.reports', 'file-text')],
  }),
  r('/venues', {
    titleKey: 'menu.venues',
    page: withTexts('venues', () => import('../features/venues/pages/venues-page')),
    menu: [m(9, '/venues', 'menu.venues', 'map-pin')],
  }),
  r('/venues/:code', {
    titleKey: 'menu.venues',
    page: withTexts('venues', () => import('../features/venues/pages/venue-page')),
  }),
  r('/login', {
    platforms: MOBILE,
    layout: 'auth-layout',
    titleKey: 'menu.login',
    page: () => import('../features/auth/pages/login-page'),
    menu: [m(10, '/login', 'menu.login', 'log-in')],
  }),
  r('/signup', {
    layout: 'auth-layout',
    titleKey: 'auth.signup',
    page: () => import('../features/auth/pages/signup-page'),
  }),
  r('/auth', {
    layout: 'auth-layout',
    titleKey: 'auth.title',
    page: () => import('../features/auth/pages/restore-page'),
  }),
  r('/account', { titleKey: 'auth.account', page: () => import('../features/auth/pages/account-page') }),
  r('/profile', {
    loginRequired: true,
    titleKey: 'auth.profile',
    page: () => import('../features/auth/pages/profile-page'),
  }),
  r('/settings', { titleKey: 'settings.title', page: () => import('./pages/settings-page') }),
  // Every menu entry this user may open, plus preferences and account: the phone's "More" tab.
  r('/more', { titleKey: 'nav.more', page: () => import('./pages/more-page') }),
  soon('/trivia', 'unplanned', 'menu.trivia', {
    loginRequired: true,
    platforms: NATIVE,
    layout: 'pointer-counter',
    menu: [m(11, '/trivia', 'menu.trivia', 'brain')],
  }),
  soon('/trivia/:id', 'unplanned', 'menu.trivia', {
    loginRequired: true,
    platforms: NATIVE,
    layout: 'pointer-counter',
  }),
  r('/transport', {
    titleKey: 'menu.transport',
    page: withTexts(['transport', 'venues'], () => import('../features/transport/pages/transport-page')),
    loginRequired: true,
    platforms: MOBILE,
    menu: [m(12, '/transport', 'menu.transport', 'bus')],
  }),
  r('/places/hotel', {
    titleKey: 'menu.hotels',
    page: placesPage,
    loginRequired: true,
    menu: [m(13, '/places/hotel', 'menu.hotels', 'hotel')],
  }),
  r('/places/hospital', {
    titleKey: 'menu.hospitals',
    page: placesPage,
    loginRequired: true,
    platforms: MOBILE,
    menu: [m(14, '/places/hospital', 'menu.hospitals', 'hospital')],
  }),
  r('/places/:types', { titleKey: 'menu.places', page: placesPage }),
  r('/ambassadors', {
    titleKey: 'menu.ambassadors',
    // The day picker is the schedule's, with its texts.
    page: withTexts(['content', 'schedule'], () => import('../features/organisers/pages/ambassadors-page')),
    menu: [m(15, '/ambassadors', 'menu.ambassadors', 'star')],
  }),
  soon('/courses', 'unplanned', 'menu.courses', {
    loginRequired: true,
    platforms: MOBILE,
    menu: [m(16, '/courses', 'menu.courses', 'graduation-cap')],
  }),
  soon('/secure', 'unplanned', 'menu.secure', {
    platforms: MOBILE,
    menu: [m(17, '/secure', 'menu.secure', 'shield-check')],
  }),
  soon('/videos', 'unplanned', 'menu.videos', {
    loginRequired: true,
    platforms: MOBILE,
    menu: [m(18, '/videos', 'menu.videos', 'video')],
  }),
  soon('/official-photos', 'unplanned', 'menu.officialPhotos', {
    loginRequired: true,
    platforms: MOBILE,
    menu: [m(19, '/official-photos', 'menu.officialPhotos', 'camera')],
  }),
  r('/official-awards-schedule', {
    titleKey: 'menu.awards',
    page: schedulePage(() => import('../features/schedule/pages/awards-page')),
    platforms: MOBILE,
    menu: [m(20, '/official-awards-schedule', 'menu.awards', 'award')],
  }),
  r('/sponsors', {
    titleKey: 'menu.sponsors',
    page: withTexts('content', () => import('../features/organisers/pages/sponsors-page')),
    platforms: MOBILE,
    menu: [m(21, '/sponsors', 'menu.sponsors', 'handshake')],
  }),
  soon('/qr-scan', 'unplanned', 'menu.qrScan', {
    loginRequired: true,
    platforms: MOBILE,
    layout: 'pointer-counter',
    menu: [m(22, '/qr-scan', 'menu.qrScan', 'qr-code')],
  }),
  soon('/informativos', 'unplanned', 'menu.informativos', {
    loginRequired: true,
    platforms: MOBILE,
    menu: [m(23, '/informativos', 'menu.informativos', 'newspaper')],
  }),
  soon('/feedback', 'unplanned', 'menu.feedback', {
    loginRequired: true,
    platforms: MOBILE,
    menu: [m(24, '/feedback', 'menu.feedback', 'message-square')],
  }),
  r('/match-stats', {
    titleKey: 'pages.matchStats',
    page: schedulePage(() => import('../features/results/pages/match-stats-page')),
  }),
  r('/hotels', { redirectTo: '/places/hotel' }),
  r('/hospitals', { redirectTo: '/places/hospital' }),
  // Diagnostics and the access log: login here; admins only (the page and the server check).
  r('/more-dev', {
    layout: 'non-ionic-layout',
    loginRequired: true,
    titleKey: 'pages.moreDev',
    page: withTexts('admin', () => import('./pages/more-dev-page')),
  }),
  r('/access-log', {
    layout: 'non-ionic-layout',
    loginRequired: true,
    titleKey: 'pages.accessLog',
    page: withTexts('admin', () => import('../features/access-log/pages/access-log-page')),
  }),
  r('/volunteers', {
    titleKey: 'pages.volunteers',
    page: withTexts('content', () => import('../features/organisers/pages/volunteers-page')),
  }),
  r('/test-results-card', {
    titleKey: 'pages.testResultsCard',
    layout: 'non-ionic-layout',
    page: schedulePage(() => import('../features/results/pages/results-card-page')),
  }),
  soon('/secure-sport', 'unplanned', 'pages.secureSport', { layout: 'non-ionic-layout', colorMode: 'dark' }),
  soon('/official-reports', 'unplanned', 'pages.officialReports'),
  r('/widget/events', {
    layout: 'default',
    titleKey: 'pages.widgetEvents',
    page: withTexts('widgets', () => import('../features/medals/pages/widget-events-page')),
  }),
  r('/widget/medals', {
    layout: 'default',
    titleKey: 'pages.widgetMedals',
    page: withTexts('widgets', () => import('../features/medals/pages/widget-medals-page')),
  }),
  // The page that gives other sites the widget snippet.
  r('/embed', { titleKey: 'pages.embed', page: () => import('../features/medals/pages/embed-page') }),
  // The organisers' home: their tools and the servers' health; the server answers admins only.
  r('/admin', {
    loginRequired: true,
    titleKey: 'pages.admin',
    page: withTexts('admin', () => import('./pages/admin-home-page')),
  }),
  // The results desk: login here; the server answers admins only.
  r('/admin/desk', { loginRequired: true, page: () => import('../features/desk/pages/desk-page') }),
  r('/admin/desk/:unit', {
    loginRequired: true,
    page: () => import('../features/desk/pages/desk-unit-page'),
  }),
  // The organisers' content admin: login here; the server answers admins only.
  r('/admin/content', {
    loginRequired: true,
    page: withTexts('content', () => import('../features/content/pages/content-admin-page')),
  }),
  // The spreadsheet import: login here; the server answers admins only.
  r('/admin/import', { loginRequired: true, page: () => import('../features/import/pages/import-page') }),
  r('/admin/audit', { loginRequired: true, page: () => import('../features/audit/pages/audit-page') }),
  r('/403', { page: () => import('./pages/forbidden-page') }),
  r('/discipline/:disciplineKey', {
    page: () => import('../features/disciplines/pages/discipline-area-page'),
    titleKey: 'discipline.title',
    children: [
      r('', {
        titleKey: 'discipline.home',
        page: schedulePage(() => import('../features/disciplines/pages/discipline-home-page')),
      }),
      r('finalrank', {
        titleKey: 'discipline.finalRank',
        page: schedulePage(() => import('../features/disciplines/pages/discipline-finalrank-page')),
      }),
      r('participants', {
        titleKey: 'discipline.participants',
        page: schedulePage(() => import('../features/disciplines/pages/discipline-participants-page')),
      }),
      r('reports', {
        titleKey: 'discipline.reports',
        page: schedulePage(() => import('../features/documents/pages/reports-page')),
      }),
      r('medals/:tabs?', {
        titleKey: 'discipline.medals',
        page: schedulePage(() => import('../features/disciplines/pages/discipline-medals-page')),
      }),
      r('competitions', {
        titleKey: 'discipline.competitions',
        page: schedulePage(() => import('../features/disciplines/pages/discipline-competitions-page')),
      }),
      r('results/:unit/:tab?', {
        titleKey: 'discipline.results',
        page: schedulePage(() => import('../features/results/pages/unit-page')),
        prefetch: ({ unit }) => unit && prefetchUnit(unit),
      }),
      r('schedule/:tab/:day?', {
        titleKey: 'discipline.schedule',
        page: schedulePage(() => import('../features/disciplines/pages/discipline-schedule-page')),
      }),
    ],
  }),
];

/** Every route, children included, each with its full path. */
export function flattenRoutes(routes: AppRoute[] = routeTable, parent = ''): AppRoute[] {
  return routes.flatMap((route) => {
    const full = route.path.startsWith('/')
      ? route.path
      : `${parent.replace(/\/$/, '')}${route.path ? `/${route.path}` : ''}`;
    const self = { ...route, path: full };
    return [self, ...flattenRoutes(route.children ?? [], full)];
  });
}

/** The home menu, in menu order. */
export function homeMenu(): (MenuEntry & Pick<AppRoute, 'loginRequired' | 'platforms'>)[] {
  return flattenRoutes()
    .flatMap((route) =>
      (route.menu ?? []).map((entry) => ({
        ...entry,
        loginRequired: route.loginRequired,
        platforms: route.platforms,
      })),
    )
    .sort((a, b) => a.order - b.order);
}

/**
 * The pages of the menu entries this user sees here (the guard's menu rules): the likely next
 * stops, worth prefetching. Screens the guard would refuse are never fetched.
 */
export function visibleMenuPages(ctx: MenuVisibilityInput): (() => Promise<PageModule>)[] {
  const pages = flattenRoutes().flatMap((route) =>
    route.page &&
    route.menu?.some((entry) =>
      isMenuEntryVisible(
        { to: entry.to, loginRequired: route.loginRequired, platforms: route.platforms },
        ctx,
      ),
    )
      ? [route.page]
      : [],
  );
  return [...new Set(pages)];
}
