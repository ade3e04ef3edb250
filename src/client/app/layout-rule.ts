import type { AppRoute, LayoutName } from './routes';

/**
 * An address containing "widget" always uses the default layout; otherwise
 * the page's named layout, and the main layout when it names none (decision 0002).
 */
export function resolveLayout(route: Pick<AppRoute, 'layout'> | undefined, pathname: string): LayoutName {
  if (pathname.includes('widget')) return 'default';
  return route?.layout ?? 'main-layout';
}
