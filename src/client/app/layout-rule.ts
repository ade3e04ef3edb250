/** The frames a page can be drawn in. */
export type LayoutName = 'pointer-counter' | 'auth-layout' | 'default' | 'main-layout' | 'non-ionic-layout';

/**
 * An address containing "widget" always uses the default layout; otherwise
 * the page's named layout, and the main layout when it names none (decision 0002).
 */
export function resolveLayout(route: { layout?: LayoutName } | undefined, pathname: string): LayoutName {
  if (pathname.includes('widget')) return 'default';
  return route?.layout ?? 'main-layout';
}
