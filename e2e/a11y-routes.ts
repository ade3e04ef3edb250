// Plain data, no Playwright: the route table's unit test (src/client/app/a11y-routes.test.ts)
// reads it too and fails when a route has no address here.

const RELAY = 'ATHM4X400M--D1--------FNL-000100--';

/** Placeholders filled at run time from the demo data: an athlete's id and a venue's code. */
export interface Samples {
  athlete: string;
  venue: string;
  /** A published demo video's id (from /api/videos). */
  video: string;
}

/** Every route path of the route table (redirects excluded) with the address that opens it. */
export const ROUTE_URLS: Record<string, (s: Samples) => string> = {
  '/': () => '/',
  '/schedule/:tab': () => '/schedule/grid',
  '/participants/profile/:id': (s) => `/participants/profile/${s.athlete}`,
  '/participants/:tab': () => '/participants/athletes',
  '/participants/delegations/:code': () => '/participants/delegations/AZE',
  '/my': () => '/my',
  '/my/share': () => '/my/share',
  '/my/add': () => '/my/add#f=d.AZE',
  '/medals/:tabs/:disciplineKey?': () => '/medals/all',
  '/medal-test': () => '/medal-test',
  '/ranking': () => '/ranking',
  '/reports/:disciplineKey?': () => '/reports',
  '/records/:disciplineKey?': () => '/records/ATH',
  '/venues': () => '/venues',
  '/venues/:code': (s) => `/venues/${s.venue}`,
  '/login': () => '/login',
  '/signup': () => '/signup',
  '/auth': () => '/auth',
  '/account': () => '/account',
  '/profile': () => '/profile',
  '/settings': () => '/settings',
  '/settings/notifications': () => '/settings/notifications',
  '/more': () => '/more',
  '/trivia': () => '/trivia',
  '/trivia/:id': () => '/trivia/1',
  '/transport': () => '/transport',
  '/places/hotel': () => '/places/hotel',
  '/places/hospital': () => '/places/hospital',
  '/places/:types': () => '/places/restaurant',
  '/ambassadors': () => '/ambassadors',
  '/courses': () => '/courses',
  // The page names an unknown course or code in its own words: both screens are checked as they look then.
  '/courses/:id': () => '/courses/1',
  '/certificates/:code': () => '/certificates/AAAA-BBBB-CCCC-DDDD-EEEE-FFFF',
  '/secure': () => '/secure',
  '/videos': () => '/videos',
  '/videos/:id': (s) => `/videos/${s.video}`,
  '/official-photos': () => '/official-photos',
  '/official-awards-schedule': () => '/official-awards-schedule',
  '/sponsors': () => '/sponsors',
  '/qr-scan': () => '/qr-scan',
  '/informativos': () => '/informativos',
  '/feedback': () => '/feedback',
  '/match-stats': () => '/match-stats?unit=BKBMTEAM----D1--------PREL000100--',
  '/more-dev': () => '/more-dev',
  '/access-log': () => '/access-log',
  '/volunteers': () => '/volunteers',
  '/test-results-card': () => '/test-results-card',
  '/secure-sport': () => '/secure-sport',
  '/official-reports': () => '/official-reports',
  '/widget/events': () => '/widget/events?day=2026-07-16',
  '/widget/medals': () => '/widget/medals',
  '/embed': () => '/embed',
  '/admin': () => '/admin',
  '/admin/import': () => '/admin/import',
  '/admin/desk': () => '/admin/desk',
  '/admin/desk/:unit': () => `/admin/desk/${RELAY}`,
  '/admin/desk/event/:event': () => '/admin/desk/event/BKBW3X3-----D1--------',
  '/admin/content': () => '/admin/content',
  // The first demo trivia: the demo content seeds it after every other item (a test checks the id).
  '/admin/trivia/:id/poster': () => '/admin/trivia/53/poster',
  '/admin/audit': () => '/admin/audit',
  '/admin/feedback': () => '/admin/feedback',
  '/admin/redirects': () => '/admin/redirects',
  '/admin/venues': () => '/admin/venues',
  '/403': () => '/403',
  '/discipline/:disciplineKey': () => '/discipline/ATH',
  '/discipline/:disciplineKey/finalrank': () => '/discipline/ATH/finalrank',
  '/discipline/:disciplineKey/participants': () => '/discipline/ATH/participants',
  '/discipline/:disciplineKey/reports': () => '/discipline/ATH/reports',
  '/discipline/:disciplineKey/medals/:tabs?': () => '/discipline/ATH/medals',
  '/discipline/:disciplineKey/competitions': () => '/discipline/ATH/competitions',
  '/discipline/:disciplineKey/draw/:event?': () => '/discipline/BKB/draw/BKBM3X3-----D1--------',
  '/discipline/:disciplineKey/results/:unit/:tab?': () => `/discipline/ATH/results/${RELAY}/results`,
  '/discipline/:disciplineKey/schedule/:tab/:day?': () => '/discipline/ATH/schedule/days/2026-07-16',
};

/** Routes that need a signed-in organiser: checked after loginAsAdmin. */
export const ADMIN_ROUTES = new Set([
  '/admin',
  '/admin/import',
  '/access-log',
  '/more-dev',
  '/admin/desk',
  '/admin/desk/:unit',
  '/admin/desk/event/:event',
  '/admin/content',
  '/admin/trivia/:id/poster',
  '/admin/audit',
  '/admin/feedback',
  '/admin/redirects',
  '/admin/venues',
  '/profile',
]);

/**
 * Screens only the apps open: the web leads from them to the schedule's grid, so they are checked
 * in the simulated shell, signed in, where a reader meets them (checked on the web, each would
 * only scan the grid again). The route table's test keeps this list equal to the routes whose
 * platforms leave out the web.
 */
export const APP_ROUTES = new Set([
  '/',
  '/trivia',
  '/trivia/:id',
  '/qr-scan',
  '/ranking',
  '/feedback',
  '/transport',
  '/places/hospital',
  '/courses',
  '/courses/:id',
  '/secure',
  '/videos',
  '/videos/:id',
  '/official-photos',
  '/official-awards-schedule',
  '/sponsors',
  '/informativos',
]);

/** The main screens, checked in all four languages. */
export const MAIN_SCREENS = [
  '/schedule/:tab',
  '/discipline/:disciplineKey/results/:unit/:tab?',
  '/medals/:tabs/:disciplineKey?',
  '/participants/:tab',
  '/participants/profile/:id',
  '/login',
];

export const LANGUAGES = ['', '/spa', '/por', '/aze'] as const;
export const MODES = ['light', 'dark'] as const;
