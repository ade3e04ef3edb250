import { isLocaleCode } from './locales';

/**
 * The path pattern of every client route (children with their full path), so the server can
 * count a page by its pattern instead of its raw URL. A test keeps this list equal to the
 * client's route table.
 */
export const PAGE_PATHS = [
  '/',
  '/schedule/:tab',
  '/schedule',
  '/participants',
  '/participants/profile/:id',
  '/participants/delegations/:code',
  '/participants/:tab',
  '/my',
  '/my/share',
  '/my/add',
  '/medals',
  '/medals/:tabs/:disciplineKey?',
  '/medal-test',
  '/ranking',
  '/reports/:disciplineKey?',
  '/records/:disciplineKey?',
  '/venues',
  '/venues/:code',
  '/login',
  '/signup',
  '/auth',
  '/account',
  '/profile',
  '/settings',
  '/settings/notifications',
  '/more',
  '/trivia',
  '/trivia/:id',
  '/transport',
  '/places/hotel',
  '/places/hospital',
  '/places/:types',
  '/ambassadors',
  '/courses',
  '/courses/:id',
  '/certificates/:code',
  '/secure',
  '/videos',
  '/videos/:id',
  '/official-photos',
  '/official-awards-schedule',
  '/sponsors',
  '/qr-scan',
  '/informativos',
  '/feedback',
  '/match-stats',
  '/hotels',
  '/hospitals',
  '/more-dev',
  '/access-log',
  '/volunteers',
  '/test-results-card',
  '/secure-sport',
  '/official-reports',
  '/widget/events',
  '/widget/medals',
  '/embed',
  '/admin',
  '/admin/desk',
  '/admin/desk/:unit',
  '/admin/desk/event/:event',
  '/admin/import',
  '/admin/content',
  '/admin/trivia/:id/poster',
  '/admin/audit',
  '/admin/feedback',
  '/admin/redirects',
  '/admin/venues',
  '/403',
  '/discipline/:disciplineKey',
  '/discipline/:disciplineKey/finalrank',
  '/discipline/:disciplineKey/participants',
  '/discipline/:disciplineKey/reports',
  '/discipline/:disciplineKey/medals/:tabs?',
  '/discipline/:disciplineKey/competitions',
  '/discipline/:disciplineKey/draw/:event?',
  '/discipline/:disciplineKey/results/:unit/:tab?',
  '/discipline/:disciplineKey/schedule/:tab/:day?',
] as const;

/** Where the app reports a screen view (a route pattern) once per navigation. */
export const PAGE_VIEWS_API = '/api/page-views';

/** The label of a page path that matches no client route (the app shows "page not found"). */
export const UNKNOWN_PAGE = '(unknown page)';

function patternRegex(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((seg) => {
      if (seg.startsWith(':')) return seg.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${seg.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body}/?$`);
}

/** Literal segments beat parameters: '/places/hotel' before '/places/:types'. */
const MATCHERS = PAGE_PATHS.map((path) => ({ path, re: patternRegex(path) })).sort(
  (a, b) => b.path.replace(/:[^/]+/g, '').length - a.path.replace(/:[^/]+/g, '').length,
);

/** The client route pattern a page path opens, a leading language code ignored. */
export function pagePattern(pathname: string): string {
  const parts = /^\/([a-z]{3})(?=\/|$)(.*)$/.exec(pathname);
  const path = parts && isLocaleCode(parts[1]!) ? parts[2] || '/' : pathname;
  if (path === '/') return '/';
  return MATCHERS.find((m) => m.re.test(path))?.path ?? UNKNOWN_PAGE;
}
