import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AthleteFilters } from '../api/get-athletes';

/**
 * Filters live in the address (shareable, survive reload); changes replace the entry.
 * A navigation completes only after the route loader, so two quick changes would both
 * start from the same old address and the second would undo the first: each change
 * starts from the last one asked for instead.
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
    get: (key: string) => params.get(key) ?? '',
    set: (values: Record<string, string | undefined>) => {
      const next = new URLSearchParams(pending.current ?? params);
      for (const [k, v] of Object.entries(values)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      pending.current = next;
      setParams(next, { replace: true });
    },
  };
}

/** The athlete filters an address holds (?q=&delegation=&discipline=&gender=). */
export function athleteFilters(params: URLSearchParams): AthleteFilters {
  const gender = params.get('gender');
  return {
    q: params.get('q') || undefined,
    delegation: params.get('delegation') || undefined,
    discipline: params.get('discipline') || undefined,
    gender: gender === 'M' || gender === 'W' ? gender : undefined,
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
