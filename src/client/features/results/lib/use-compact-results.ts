import { useSyncExternalStore } from 'react';

// Below this width a results table's full set of columns does not fit beside the name.
const PHONE = '(max-width: 639.98px)';

const query = (): MediaQueryList | undefined => window.matchMedia?.(PHONE);

function subscribe(onChange: () => void) {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True on a phone-sized screen, where result rows keep their details behind a tap. */
export function useCompactResults(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
