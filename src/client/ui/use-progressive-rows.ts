import { useEffect, useState } from 'react';

/**
 * Which of a long table's `items` to draw: the `first` ones in the first render (`now`),
 * then `step` more in each following task (`later`), so the table is never drawn in one long
 * task that freezes a cheap phone (the browser build renders synchronously, decision 0019).
 * Once all are shown, the count stays: new data of the same length draws at once.
 *
 * `laterHidden` is true while the table fills up to the length it had when it first drew:
 * the caller keeps `later` in a hidden body until then. A table is laid out whole, so each
 * step drawn in sight would lay out and paint every row again; hidden, it is laid out once
 * at the end. Rows that data adds afterwards (a live update) come in sight, step by step:
 * hiding would take away rows already seen, and the reader's place with them.
 */
export function useProgressiveRows<T>(items: readonly T[], first: number, step: number) {
  const total = items.length;
  const [count, setCount] = useState(first);
  const [firstTotal] = useState(total);
  useEffect(() => {
    if (count >= total) return;
    const id = setTimeout(() => setCount((c) => c + step), 0);
    return () => clearTimeout(id);
  }, [count, total, step]);
  const shown = Math.min(count, total);
  return {
    now: items.slice(0, first),
    later: items.slice(first, shown),
    /** Not every row is drawn yet (the table says it is busy). */
    drawing: shown < total,
    laterHidden: shown < Math.min(total, firstTotal),
  };
}
