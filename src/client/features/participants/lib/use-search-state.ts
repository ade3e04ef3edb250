import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Filters live in the address (shareable, survive reload); changes replace the entry. */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  return {
    get: (key: string) => params.get(key) ?? '',
    set: (values: Record<string, string | undefined>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(values)) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          return next;
        },
        { replace: true },
      ),
  };
}

/** The value once it has stopped changing for `ms` (search as you type). */
export function useDebounced<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
