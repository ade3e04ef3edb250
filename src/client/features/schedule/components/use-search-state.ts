import { useSearchParams } from 'react-router';

/** Reads and writes the screen's state in the address, so every view is a deep link. */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  return {
    get: (key: string) => params.get(key),
    set: (patch: Record<string, string | undefined | null>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v === undefined || v === null || v === '') next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
  };
}
