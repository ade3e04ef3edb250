import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { useProgressiveRows } from './use-progressive-rows';

/** The rows each render adds, from the first render until all `total` are drawn. */
async function steps(total: number) {
  const items = Array.from({ length: total }, (_, i) => i);
  const drawn: number[] = [];
  renderHook(() => {
    const { now, later } = useProgressiveRows(items, { inSight: 10, initial: 10, step: 4 });
    const shown = now.length + later.length;
    const before = drawn.reduce((a, b) => a + b, 0);
    if (shown > before) drawn.push(shown - before);
  });
  await waitFor(() => expect(drawn.reduce((a, b) => a + b, 0)).toBe(total));
  return drawn;
}

describe('useProgressiveRows', () => {
  it('draws the first rows with the first render, then `step` rows a task until the last', async () => {
    expect(await steps(30)).toEqual([10, 4, 4, 4, 4, 4]);
  });

  it('draws a table shorter than the first render at once', async () => {
    expect(await steps(7)).toEqual([7]);
  });

  it('shows the first screen’s rows as they are drawn and hides the others until the last', async () => {
    const items = Array.from({ length: 12 }, (_, i) => i);
    const seen: { now: number; later: number; hidden: boolean }[] = [];
    renderHook(() => {
      const { now, later, laterHidden } = useProgressiveRows(items, { inSight: 5, initial: 2, step: 2 });
      seen.push({ now: now.length, later: later.length, hidden: laterHidden });
    });
    await waitFor(() => expect(seen.at(-1)).toEqual({ now: 5, later: 7, hidden: false }));
    expect(seen[0]).toEqual({ now: 2, later: 0, hidden: true });
    // The first screen fills before any later row, and later rows stay hidden until the last.
    expect(seen.filter((s) => s.later > 0).every((s) => s.now === 5)).toBe(true);
    expect(seen.filter((s) => s.later > 0 && s.later < 7).every((s) => s.hidden)).toBe(true);
  });
});
