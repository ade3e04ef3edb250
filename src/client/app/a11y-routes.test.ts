import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, APP_ROUTES, MAIN_SCREENS, ROUTE_URLS } from '../../../e2e/a11y-routes';
import { NEVER_REDIRECTED } from './guard';
import { flattenRoutes } from './routes';

/** The accessibility checks (e2e/a11y.spec.ts, npm run a11y) open every route of the route table. */
describe('accessibility checks cover the route table', () => {
  const pages = flattenRoutes()
    .filter((r) => !r.redirectTo)
    .map((r) => r.path);

  it('every route that shows a page has an address to check', () => {
    expect(pages.filter((p) => !(p in ROUTE_URLS))).toEqual([]);
  });

  it('no address is left for a route that is gone', () => {
    expect(Object.keys(ROUTE_URLS).filter((p) => !pages.includes(p))).toEqual([]);
  });

  it('the screens the web leads away from are checked in the apps', () => {
    const appOnly = flattenRoutes()
      .filter((r) => !r.redirectTo && !r.platforms.includes('web') && !NEVER_REDIRECTED.includes(r.path))
      .map((r) => r.path);
    expect([...APP_ROUTES].sort()).toEqual(appOnly.sort());
  });

  it('admin and main screens are routes of the table', () => {
    for (const p of [...ADMIN_ROUTES, ...MAIN_SCREENS]) expect(pages).toContain(p);
  });
});
