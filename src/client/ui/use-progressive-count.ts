import { useEffect, useState } from 'react';

/**
 * How many of `total` items to draw: `first` in the first render, then `step` more in
 * each following task, so a long table is never drawn in one long task that freezes a cheap
 * phone (the browser build renders synchronously, decision 0019). Once all are shown, the
 * count stays: new data of the same length draws at once.
 */
export function useProgressiveCount(total: number, first = 8, step = 8): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const id = setTimeout(() => setCount((c) => c + step), 0);
    return () => clearTimeout(id);
  }, [count, total, step]);
  return Math.min(count, total);
}
