import { PAGE_VIEWS_API, UNKNOWN_PAGE, pagePattern } from '../../shared/domain/page-paths';

/** What this module needs of the app's router: where it is, and word of every change. */
interface RouterState {
  location: { pathname: string };
  navigation: { state: string };
}
interface Router {
  state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
}

/** Reports one screen view: its route pattern only (no address, ids, query or who). */
function report(route: string) {
  void fetch(PAGE_VIEWS_API, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ route }),
    credentials: 'omit',
    keepalive: true,
  }).catch(() => {});
}

/**
 * Reports the screen open now and then every screen the reader moves to, once per
 * navigation: a change of the address's path, not of its query (a filter or a tab kept in
 * the query is the same screen). Loaded after the first visit, so it costs the first paint
 * nothing; a screen that matches no route is not reported (the server would refuse it).
 */
export function reportPageViews(router: Router) {
  let last = '';
  const seen = (state: RouterState) => {
    const { pathname } = state.location;
    if (state.navigation.state !== 'idle' || pathname === last) return;
    last = pathname;
    const route = pagePattern(pathname);
    if (route !== UNKNOWN_PAGE) report(route);
  };
  seen(router.state);
  router.subscribe(seen);
}
