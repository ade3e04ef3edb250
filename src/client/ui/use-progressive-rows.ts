import { useEffect, useState } from 'react';

export interface ProgressiveRows {
  /** Rows shown as they are drawn (a phone's first screen): `now`. */
  inSight: number;
  /** Rows drawn with the first render. */
  initial: number;
  /** Rows drawn by each step after it. */
  step: number;
}

/**
 * Which of a long table's `items` to draw: `initial` ones in the first render, then more in
 * each following task, so the table is never drawn in one long task that freezes a cheap
 * phone (React slices a transition's render, but commits, lays out and paints the whole
 * table in one task). Each step draws `step` rows (sizing the steps by the device's measured
 * speed cost more main-thread time, not less: decision 0039). The first `inSight`
 * rows are `now`, the others `later`. Once all are shown, the count stays: new data of the
 * same length draws at once.
 *
 * `laterHidden` is true while the table fills up to the length it had when it first drew:
 * the caller keeps `later` in a hidden body until then. A table is laid out whole, so each
 * step drawn in sight would lay out and paint every row again; hidden, it is laid out once
 * at the end. Rows that data adds afterwards (a live update) come in sight, step by step:
 * hiding would take away rows already seen, and the reader's place with them.
 */
export function useProgressiveRows<T>(items: readonly T[], { inSight, initial, step }: ProgressiveRows) {
  const total = items.length;
  const [count, setCount] = useState(initial);
  const [firstTotal] = useState(total);
  const shown = Math.min(count, total);
  useEffect(() => {
    if (count >= total) return;
    const id = setTimeout(() => setCount((c) => c + step), 0);
    return () => clearTimeout(id);
  }, [count, total, step]);
  return {
    now: items.slice(0, Math.min(shown, inSight)),
    later: items.slice(inSight, shown),
    /** Not every row is drawn yet (the table says it is busy). */
    drawing: shown < total,
    laterHidden: shown < Math.min(total, firstTotal),
  };
}
