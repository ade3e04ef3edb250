import { useEffect, useState, type ReactNode } from 'react';

/**
 * Shows `fallback` in the first commit and `children` in a render right after it: the
 * light part of a screen (a unit's title and status) paints at once, and the heavy part
 * (a results table with a flag per row) follows in a task of its own without holding it
 * back. A timer set from an effect, not a deferred value: the browser build's React layer
 * (Preact, decision 0019) renders a deferred value at once.
 * Only the first mount waits; once shown, the children update like any others.
 */
export function AfterFirstPaint({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(id);
  }, []);
  return <>{shown ? children : fallback}</>;
}
