import { useDeferredValue, type ReactNode } from 'react';

/**
 * Shows `fallback` in the first commit and `children` in a background render right after:
 * the light part of a screen (a unit's title and status) paints at once, and the heavy
 * part (a results table with a flag per row) follows without holding it back. Only the
 * first mount waits; once shown, the children update like any others.
 */
export function AfterFirstPaint({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const shown = useDeferredValue(true, false);
  return <>{shown ? children : fallback}</>;
}
