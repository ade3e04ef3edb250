import { useSyncExternalStore } from 'react';

/** A tiny external store: getState/setState/subscribe plus a selector hook. */
export function createStore<S extends object>(initial: S, onChange?: (state: S) => void) {
  let state = initial;
  const listeners = new Set<() => void>();
  const api = {
    getState: () => state,
    setState(patch: Partial<S> | ((s: S) => Partial<S>)) {
      const next = typeof patch === 'function' ? patch(state) : patch;
      state = { ...state, ...next };
      onChange?.(state);
      listeners.forEach((l) => l());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  function useStore<T>(selector: (s: S) => T): T {
    return useSyncExternalStore(
      api.subscribe,
      () => selector(state),
      () => selector(initial),
    );
  }
  return Object.assign(api, { useStore });
}
