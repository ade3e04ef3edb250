import { breathe } from './read-sheets';

// The database of a single-process install (PGlite) runs in the server's own thread: one query
// reading ten thousand rows holds every other request up while it runs. The import's large
// reads are therefore made a slice at a time, with other requests let in between.

/** Rows per query. */
const SLICE = 2000;

/** A query over a long list of keys, a slice of keys at a time. */
export async function inSlices<K, R>(keys: K[], query: (slice: K[]) => PromiseLike<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < keys.length; i += SLICE) {
    if (i > 0) await breathe();
    for (const row of await query(keys.slice(i, i + SLICE))) out.push(row);
  }
  return out;
}

/** A whole table, a page at a time in the order of a unique key (each page after the last key read). */
export async function inPages<R, K>(
  page: (after: K | undefined, size: number) => PromiseLike<R[]>,
  keyOf: (row: R) => K,
): Promise<R[]> {
  const out: R[] = [];
  let after: K | undefined;
  for (;;) {
    const rows = await page(after, SLICE);
    for (const row of rows) out.push(row);
    if (rows.length < SLICE) return out;
    after = keyOf(rows[rows.length - 1]!);
    await breathe();
  }
}
