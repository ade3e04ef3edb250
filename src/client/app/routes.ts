import i18n from 'i18next';
import { NATIVE_PLATFORMS, PLATFORMS } from '../../shared/domain/platform';
import { isMenuEntryVisible, type MenuVisibilityInput } from './guard';
import { homeMenu, menuAccess } from './menu';
import type { AppRoute, PageModule } from './route-types';
import { prefetchUnit } from '../features/results/api/get-unit';

/**
 * THE route table: every route of the app with its layout, login rule, platforms and
 * page. The router and the guard read this file; nothing else declares a route. The home
 * menu (menu.ts) names the routes its entries open and holds those routes' login rules.
 */

/** A page module and its texts' namespace, fetched side by side instead of one after the other. */
const withTexts =
  (namespaces: string | string[], load: () => Promise<PageModule>): (() => Promise<PageModule>) =>
  () =>
    Promise.all([load(), i18n.loadNamespaces(namespaces).catch(() => undefined)]).then(([page]) => page);
/** Schedule and results screens also show the live feature's status chips and freshness. */
const schedulePage = (load: () => Promise<PageModule>) => withTexts(['schedule', 'live'], load);
// The home screen opens with what is on now: the schedule's and the live feature's texts.
const home = schedulePage(() => import('./pages/home-page'));
const placesPage = withTexts('content', () => import('../features/organisers/pages/places-page'));

/** A route; one that serves menu entries takes its login rule and platforms from the menu. */
const r = (path: string, extra: Partial<AppRoute> = {}): AppRoute => ({
  path,
  loginRequired: false,
  platforms: PLATFORMS,
  ...menuAccess(path),
  ...extra,
});

export const routeTable: AppRoute[] = [
  r('/', { page: home, titleKey: 'menu.home' }),
  r('/schedule/:tab', {
    titleKey: 'menu.schedule',
    page: schedulePage(() => import('../features/schedule/pages/schedule-page')),
  }),
  r('/schedule', { redirectTo: '/schedule/disciplines' }),
  r('/participants', {
    redirectTo: '/participants/athletes',
  }),
  r('/participants/profile/:id', {
    titleKey: 'menu.participants',
    page: withTexts('participants', () => import('../features/participants/pages/profile-page')),
  }),
  r('/participants/delegations/:code', {
    titleKey: 'menu.participants',
    page: withTexts(
      ['participants', 'follow', 'schedule', 'live'],
      () => import('../features/participants/pages/delegation-page'),
    ),
  }),
  // My schedule and the link that moves it to another device.
  r('/my', {
    titleKey: 'menu.mySchedule',
    page: withTexts(
      ['follow', 'schedule', 'live'],
      () => import('../features/my-schedule/pages/my-schedule-page'),
    ),
  }),
  r('/my/share', {
    titleKey: 'menu.mySchedule',
    page: withTexts('follow', () => import('../features/my-schedule/pages/share-page')),
  }),
  r('/my/add', {
    titleKey: 'menu.mySchedule',
    page: withTexts('follow', () => import('../features/my-schedule/pages/add-page')),
  }),
  r('/participants/:tab', {
    titleKey: 'menu.participants',
    page: withTexts('participants', () => import('../features/participants/pages/participants-page')),
  }),
  r('/medals', { redirectTo: '/medals/all' }),
  r('/medals/:tabs/:disciplineKey?', {
    titleKey: 'menu.medals',
    page: withTexts('medals', () => import('../features/medals/pages/medals-page')),
  }),
  r('/medal-test', {
    titleKey: 'menu.medals',
    page: () => import('../features/medals/pages/medal-test-page'),
  }),
  r('/ranking', {
    titleKey: 'menu.ranking',
    layout: 'pointer-counter',
    page: withTexts('ranking', () => import('../features/ranking/pages/ranking-page')),
  }),
  r('/reports/:disciplineKey?', {
    titleKey: 'menu.reports',
    page: schedulePage(() => import('../features/documents/pages/reports-page')),
  }),
  r('/records/:disciplineKey?', {
    titleKey: 'menu.records',
    page: withTexts(['records', 'schedule'], () => import('../features/records/pages/records-page')),
  }),
  r('/venues', {
    titleKey: 'menu.venues',
    page: withTexts('venues', () => import('../features/venues/pages/venues-page')),
  }),
  r('/venues/:code', {
    titleKey: 'menu.venues',
    page: withTexts('venues', () => import('../features/venues/pages/venue-page')),
  }),
  r('/login', {
    layout: 'auth-layout',
    titleKey: 'menu.login',
    // In the apps the login screen comes first, and shows what is on now above the form.
    page: schedulePage(() => import('../features/auth/pages/login-page')),
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
  // Notifications on this device and calendar feeds.
  r('/settings/notifications', {
    titleKey: 'settings.notifications',
    page: withTexts(['notifications', 'follow'], () => import('../features/push/pages/notifications-page')),
  }),
  // Every menu entry this user may open, plus preferences and account: the phone's "More" tab.
  r('/more', { titleKey: 'nav.more', page: () => import('./pages/more-page') }),
  r('/trivia', {
    titleKey: 'menu.trivia',
    layout: 'pointer-counter',
    page: withTexts('trivia', () => import('../features/trivia/pages/trivia-list-page')),
  }),
  r('/trivia/:id', {
    titleKey: 'menu.trivia',
    loginRequired: true,
    platforms: NATIVE_PLATFORMS,
    layout: 'pointer-counter',
    page: withTexts('trivia', () => import('../features/trivia/pages/trivia-page')),
  }),
  r('/transport', {
    titleKey: 'menu.transport',
    page: withTexts(['transport', 'venues'], () => import('../features/transport/pages/transport-page')),
  }),
  r('/places/hotel', {
    titleKey: 'menu.hotels',
    page: placesPage,
  }),
  r('/places/hospital', {
    titleKey: 'menu.hospitals',
    page: placesPage,
  }),
  r('/places/:types', { titleKey: 'menu.places', page: placesPage }),
  r('/ambassadors', {
    titleKey: 'menu.ambassadors',
    // The day picker is the schedule's, with its texts.
    page: withTexts(['content', 'schedule'], () => import('../features/organisers/pages/ambassadors-page')),
  }),
  r('/courses', {
    titleKey: 'menu.courses',
    page: withTexts('courses', () => import('../features/courses/pages/courses-page')),
  }),
  // A course's lessons: like the list, for signed-in accounts in the apps and the installed app.
  r('/courses/:id', {
    ...menuAccess('/courses'),
    titleKey: 'menu.courses',
    page: withTexts(['courses', 'files'], () => import('../features/courses/pages/course-page')),
  }),
  // Anyone may confirm a certificate, on any platform, signed in or not.
  r('/certificates/:code', {
    titleKey: 'menu.courses',
    page: withTexts('courses', () => import('../features/courses/pages/certificate-page')),
  }),
  r('/secure', {
    titleKey: 'menu.secure',
    page: withTexts('videos', () => import('../features/safe-sport/pages/secure-page')),
  }),
  r('/videos', {
    titleKey: 'menu.videos',
    page: withTexts('videos', () => import('../features/videos/pages/videos-page')),
  }),
  // The player page, open to whom the list is (hls.js is imported by it alone, when a stream needs it).
  r('/videos/:id', {
    ...menuAccess('/videos'),
    titleKey: 'menu.videos',
    page: withTexts('videos', () => import('../features/videos/pages/video-page')),
  }),
  r('/official-photos', {
    titleKey: 'menu.officialPhotos',
    page: withTexts('photos', () => import('../features/photos/pages/official-photos-page')),
  }),
  r('/official-awards-schedule', {
    titleKey: 'menu.awards',
    page: schedulePage(() => import('../features/schedule/pages/awards-page')),
  }),
  r('/sponsors', {
    titleKey: 'menu.sponsors',
    page: withTexts('content', () => import('../features/organisers/pages/sponsors-page')),
  }),
  r('/qr-scan', {
    titleKey: 'menu.qrScan',
    layout: 'pointer-counter',
    page: withTexts('trivia', () => import('../features/trivia/pages/qr-scan-page')),
  }),
  r('/informativos', {
    titleKey: 'menu.informativos',
    page: withTexts(
      ['communications', 'files'],
      () => import('../features/communications/pages/informativos-page'),
    ),
  }),
  r('/feedback', {
    titleKey: 'menu.feedback',
    page: withTexts('feedback', () => import('../features/feedback/pages/feedback-page')),
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
  // Forced dark, on its own layout; the native back button does nothing here (guard.ts).
  r('/secure-sport', {
    titleKey: 'pages.secureSport',
    layout: 'non-ionic-layout',
    colorMode: 'dark',
    page: withTexts('videos', () => import('../features/safe-sport/pages/secure-sport-page')),
  }),
  r('/official-reports', {
    titleKey: 'pages.officialReports',
    page: withTexts(
      ['communications', 'files'],
      () => import('../features/communications/pages/official-reports-page'),
    ),
  }),
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
  r('/admin/desk/event/:event', {
    loginRequired: true,
    page: () => import('../features/desk/pages/desk-event-page'),
  }),
  // The organisers' content admin: login here; the server answers admins only.
  r('/admin/content', {
    loginRequired: true,
    page: withTexts(['content', 'trivia'], () => import('../features/content/pages/content-admin-page')),
  }),
  // A trivia's printable poster with its QR code: login here; the server answers admins only.
  r('/admin/trivia/:id/poster', {
    loginRequired: true,
    page: withTexts('trivia', () => import('../features/trivia/pages/poster-page')),
  }),
  // The venues: names, coordinates, address and photo. Login here; the server answers admins only.
  r('/admin/venues', {
    loginRequired: true,
    page: withTexts(
      ['venues-admin', 'content'],
      () => import('../features/venues-admin/pages/venues-admin-page'),
    ),
  }),
  // The spreadsheet import: login here; the server answers admins only.
  r('/admin/import', { loginRequired: true, page: () => import('../features/import/pages/import-page') }),
  // Old addresses sent elsewhere: login here; the server answers admins only.
  r('/admin/redirects', {
    loginRequired: true,
    page: withTexts('admin', () => import('../features/redirects/pages/redirects-page')),
  }),
  r('/admin/audit', { loginRequired: true, page: () => import('../features/audit/pages/audit-page') }),
  // What visitors said and its CSV export: login here; the server answers admins only.
  r('/admin/feedback', {
    loginRequired: true,
    page: withTexts('feedback', () => import('../features/feedback/pages/admin-feedback-page')),
  }),
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
      r('draw/:event?', {
        titleKey: 'discipline.results',
        page: withTexts(
          ['brackets', 'schedule', 'live'],
          () => import('../features/brackets/pages/draw-page'),
        ),
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

/**
 * The pages of the menu entries this user sees here (the guard's menu rules): the likely next
 * stops, worth prefetching. Screens the guard would refuse are never fetched.
 */
export function visibleMenuPages(ctx: MenuVisibilityInput): (() => Promise<PageModule>)[] {
  const shown = new Set(homeMenu().flatMap((entry) => (isMenuEntryVisible(entry, ctx) ? [entry.route] : [])));
  const pages = flattenRoutes().flatMap((route) => (route.page && shown.has(route.path) ? [route.page] : []));
  return [...new Set(pages)];
}
