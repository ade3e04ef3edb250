import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { localePrefixOf } from './i18n';

/** Keeps the current locale prefix (/spa/...) on in-app links. */
export function useLocalizedPath() {
  const { pathname } = useLocation();
  const code = localePrefixOf(pathname);
  // Stable while the language prefix is: memoised rows that take it do not redraw.
  return useCallback(
    (to: string) => (code && to.startsWith('/') ? `/${code}${to === '/' ? '' : to}` : to),
    [code],
  );
}
