import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { isPersistable } from './offline-cache-rules';
import { markOfflineCopy } from './offline-marker';

/**
 * The public data a reader has seen, kept in IndexedDB so that every screen they opened
 * shows its last answer when the network is gone (decision 0020).
 *
 * Only the public read API is kept (offline-cache-rules.ts); anything personal never
 * reaches the disk, and the store is also emptied on logout.
 *
 * The kept set is merged, not replaced: a query the in-memory cache has dropped (five
 * minutes after its screen closed) stays on disk until it is a day old.
 */
export const OFFLINE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Newest entries kept; a fan opens a few dozen screens a day. */
export const OFFLINE_MAX_ENTRIES = 300;
const SAVE_DELAY_MS = 300;

const DB_NAME = 'games-offline';
const STORE = 'queries';
const KEY = 'cache';

type Entry = DehydratedState['queries'][number];

/** Merges new answers into the kept ones, drops the old ones and keeps the newest few. */
export function mergeEntries(kept: Entry[], fresh: Entry[], now: number): Entry[] {
  const byHash = new Map(kept.map((e) => [e.queryHash, e]));
  for (const e of fresh) {
    const old = byHash.get(e.queryHash);
    if (!old || old.state.dataUpdatedAt <= e.state.dataUpdatedAt) byHash.set(e.queryHash, e);
  }
  return [...byHash.values()]
    .filter((e) => now - e.state.dataUpdatedAt < OFFLINE_MAX_AGE_MS && isPersistable(e.queryKey))
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, OFFLINE_MAX_ENTRIES);
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('indexedDB open failed'));
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const req = run(db.transaction(STORE, mode).objectStore(STORE));
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('indexedDB request failed'));
    });
  } finally {
    db.close();
  }
}

let kept: Entry[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
/** Saving waits for the restore, so a quick first save never drops what was kept before. */
let restored: Promise<void> = Promise.resolve();

async function save(client: QueryClient) {
  timer = undefined;
  await restored;
  const fresh = dehydrate(client, {
    shouldDehydrateQuery: (q) => q.state.status === 'success' && isPersistable(q.queryKey),
  }).queries;
  kept = mergeEntries(kept, fresh, Date.now());
  try {
    await withStore('readwrite', (s) => s.put(kept, KEY));
    markOfflineCopy(kept.length > 0);
  } catch (err) {
    console.warn('offline cache not saved', err); // private mode or a full disk: online use goes on
  }
}

/**
 * Puts the kept answers into the cache (the screens render them at once; they refetch
 * when stale and online), then keeps the disk copy up to date as answers arrive.
 */
export function startOfflineCache(client: QueryClient): Promise<void> {
  restored = restore(client);
  const saveSoon = () => {
    timer ??= setTimeout(() => void save(client), SAVE_DELAY_MS);
  };
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (isPersistable(event.query.queryKey)) saveSoon();
  });
  // Started after the first screen (a first visit): what it already shows is kept too.
  const shown = client.getQueryCache().getAll();
  if (shown.some((q) => q.state.status === 'success' && isPersistable(q.queryKey))) saveSoon();
  // Leaving the page before the delay is up: write now.
  window.addEventListener('pagehide', () => {
    if (timer) clearTimeout(timer);
    void save(client);
  });
  return restored;
}

async function restore(client: QueryClient) {
  try {
    const saved = await withStore<Entry[] | undefined>('readonly', (s) => s.get(KEY));
    kept = mergeEntries(saved ?? [], [], Date.now());
    // Restored queries live as long as the disk copy, not the usual five minutes.
    hydrate(
      client,
      { queries: kept, mutations: [] },
      { defaultOptions: { queries: { gcTime: OFFLINE_MAX_AGE_MS } } },
    );
  } catch (err) {
    console.warn('offline cache not restored', err);
  }
}

/** Logout: nothing of this session's reading stays on the device. */
export async function clearOfflineCache(): Promise<void> {
  kept = [];
  if (timer) clearTimeout(timer);
  timer = undefined;
  markOfflineCopy(false);
  try {
    await withStore('readwrite', (s) => s.delete(KEY));
  } catch {
    /* nothing was kept */
  }
}
