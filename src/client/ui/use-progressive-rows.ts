import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Script time a step of rows aims at: a fifth of what counts as a long task (50 ms), so that
 * a tap during the fill waits little and the step's own overhead still fits.
 */
const STEP_BUDGET_MS = 10;

export interface ProgressiveRows {
  /** Rows shown as they are drawn (a phone's first screen): `now`. */
  inSight: number;
  /** Rows drawn with the first render. */
  initial: number;
  /** Rows drawn by the first step after it. */
  step: number;
}

/**
 * Which of a long table's `items` to draw: `initial` ones in the first render, then more in
 * each following task, so the table is never drawn in one long task that freezes a cheap
 * phone (React slices a transition's render, but commits, lays out and paints the whole
 * table in one task). The first step draws
 * `step` rows; each next one as many as the last step's time says fit in STEP_BUDGET_MS on
 * this device (at most twice as many as the step before, at least one). The first `inSight`
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
  // The next step's size, when the last one was asked for, and how many rows were drawn.
  const sizing = useRef({ size: step, askedAt: 0, drawn: 0 });
  const shown = Math.min(count, total);
  useEffect(() => {
    if (count >= total) return;
    const id = setTimeout(() => {
      sizing.current.askedAt = performance.now();
      setCount((c) => c + sizing.current.size);
    }, 0);
    return () => clearTimeout(id);
  }, [count, total]);
  // After the step's rows are in the document: the time from asking to here sizes the next.
  useLayoutEffect(() => {
    const s = sizing.current;
    const added = shown - s.drawn;
    s.drawn = shown;
    if (added > 0 && s.askedAt > 0) {
      const took = Math.max(performance.now() - s.askedAt, 0.5);
      s.size = Math.max(1, Math.min(s.size * 2, Math.floor((STEP_BUDGET_MS * added) / took)));
    }
    s.askedAt = 0;
  }, [shown]);
  return {
    now: items.slice(0, Math.min(shown, inSight)),
    later: items.slice(inSight, shown),
    /** Not every row is drawn yet (the table says it is busy). */
    drawing: shown < total,
    laterHidden: shown < Math.min(total, firstTotal),
  };
}
