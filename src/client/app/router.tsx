import { createBrowserRouter, data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { LocaleCode } from '../../shared/domain/locales';
import type { RedirectAnswer } from '../../shared/contracts/redirects';
import { apiGet } from '../lib/api-client';
import { appConfigQuery } from '../lib/app-config';
import { localePrefixOf } from '../lib/i18n';
import { currentPlatform } from '../lib/platform';
import { queryClient } from '../lib/query-client';
import { userStore } from '../lib/user-store';
import { yieldToMain } from '../lib/yield-to-main';
import { guard } from './guard';
import type { AppRoute } from './route-types';
import { routeTable } from './routes';
import { RootShell } from './root-shell';
import { ErrorScreen } from './error-screen';
import { SkeletonList } from '../ui/skeleton';

/**
 * What a page shows while its guard waits for /api/config on the first load. It sits on the
 * page routes, not the root, so the root shell (header, tab bar) draws around it meanwhile.
 */
const PageFallback = () => <SkeletonList rows={4} />;

/** Splits /spa/places/hotel into the prefix ('/spa' or '') and the app path. */
function splitLocale(pathname: string): { prefix: string; path: string } {
  const code = localePrefixOf(pathname);
  if (!code) return { prefix: '', path: pathname };
  return { prefix: `/${code}`, path: pathname.slice(code.length + 1) || '/' };
}

function withPrefix(prefix: string, to: string) {
  return prefix && to.startsWith('/') ? `${prefix}${to === '/' ? '' : to}` : to;
}

function guardLoader(route: AppRoute) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const { prefix, path } = splitLocale(url.pathname);
    if (route.redirectTo) throw redirect(withPrefix(prefix, route.redirectTo));
    const config = await queryClient.ensureQueryData(appConfigQuery);
    const decision = guard({
      pathname: path,
      fullPath: url.pathname + url.search + url.hash,
      route,
      platform: currentPlatform(),
      loginEnabled: config.login_enabled,
      user: userStore.getState(),
    });
    if (decision.type === 'redirect') throw redirect(withPrefix(prefix, decision.to));
    return null;
  };
}

/** Fire and forget: the page's query picks the request up; navigation never waits for it. */
function prefetchLoader(prefetch: NonNullable<AppRoute['prefetch']>) {
  return ({ params }: LoaderFunctionArgs) => {
    prefetch(params);
    return null;
  };
}

/** Unmatched path: ask the server whether it moved, else page-not-found. */
async function notFoundLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const answer = await apiGet<RedirectAnswer>(
    `/api/redirects?path=${encodeURIComponent(url.pathname)}`,
    request.signal,
  ).catch(() => null);
  if (answer?.target) {
    if (answer.external) {
      window.location.assign(answer.target); // an absolute URL leaves the app
      return new Promise<never>(() => {});
    }
    throw redirect(answer.target);
  }
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/**
 * A page's code, asked for in a task after the one that matched the route. Asking for it
 * inserts a preload link per chunk it needs (Vite's preload helper); on the first navigation
 * that work fell in the task that also creates the router and ranks every route, the app
 * start's longest one on a slow phone.
 */
async function loadPage(page: NonNullable<AppRoute['page']>) {
  await yieldToMain();
  return { Component: (await page()).default };
}

/** Route-table entry → React Router object; paths are relative so they nest under a locale prefix. */
function toRouteObject(route: AppRoute, topLevel = true): RouteObject {
  const path = route.path.replace(/^\//, '');
  const common = {
    handle: route,
    HydrateFallback: topLevel ? PageFallback : undefined,
    // The guard runs on top-level entries; child pages share their parent's rule and
    // may start their first data request.
    loader: topLevel ? guardLoader(route) : route.prefetch && prefetchLoader(route.prefetch),
    lazy: route.page ? () => loadPage(route.page!) : undefined,
  };
  if (!path && !route.children) return { ...common, index: true };
  return { ...common, path, children: route.children?.map((child) => toRouteObject(child, false)) };
}

function pageRoutes(): RouteObject[] {
  return [
    ...routeTable.map((route) => toRouteObject(route)),
    { path: '*', loader: notFoundLoader, Component: () => null, HydrateFallback: PageFallback },
  ];
}

/**
 * The page routes, plus one copy under the locale prefix the app was opened with
 * (/spa/...). A copy for every locale made React Router rank five route trees at
 * startup, 50 ms of a cheap phone's main thread; a switch to another prefix reloads
 * the page instead (preferences-panel.tsx).
 */
export function createRoutes(localeCode?: LocaleCode): RouteObject[] {
  const prefixed = localeCode ? [{ path: localeCode, children: pageRoutes() }] : [];
  return [
    {
      id: 'root',
      Component: RootShell,
      ErrorBoundary: ErrorScreen,
      children: [...prefixed, ...pageRoutes()],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes(localePrefixOf(window.location.pathname)));
}
