const KEY = 'games-offline-saved';

/**
 * Whether this device has kept answers in IndexedDB: a first visit then skips opening the
 * database (and loading its code) before its first screen, and starts keeping answers once
 * that screen is drawn. A small synchronous flag, read before any chunk loads.
 */
export function hasOfflineCopy(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false; // storage blocked: the offline cache cannot work either
  }
}

export function markOfflineCopy(saved: boolean): void {
  try {
    if (saved) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    /* storage blocked */
  }
}
