import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A screen's state in the address (filters, tabs, the chosen day), so every view is a deep
 * link that survives a reload; changes replace the history entry and keep the scroll.
 *
 * A navigation completes only after the route's loader, and React Router's functional
 * update does not queue: two quick changes would both start from the same old address and
 * the second would undo the first. Each change starts from the last one asked for instead.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    // The address caught up with the last change asked for.
    if (pending.current?.toString() === params.toString()) pending.current = null;
  }, [params]);
  return {
    params,
    get: (key: string) => params.get(key),
    /** Sets the given keys; an empty, null or undefined value removes the key. */
    set: (patch: Record<string, string | undefined | null>) => {
      const next = new URLSearchParams(pending.current ?? params);
      for (const [k, v] of Object.entries(patch)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      pending.current = next;
      setParams(next, { replace: true, preventScrollReset: true });
    },
  };
}
