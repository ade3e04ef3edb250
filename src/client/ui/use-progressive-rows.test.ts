import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { useProgressiveRows } from './use-progressive-rows';

afterEach(() => vi.restoreAllMocks());

/**
 * The rows drawn at each step on a device where drawing a row takes `msPerRow` of script:
 * the clock moves on by that much for every row a render adds.
 */
async function steps(total: number, msPerRow: number) {
  let clock = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  const items = Array.from({ length: total }, (_, i) => i);
  const drawn: number[] = [];
  renderHook(() => {
    const { now, later } = useProgressiveRows(items, { inSight: 10, initial: 10, step: 4 });
    const shown = now.length + later.length;
    const before = drawn.reduce((a, b) => a + b, 0);
    if (shown > before) {
      drawn.push(shown - before);
      clock += (shown - before) * msPerRow;
    }
  });
  await waitFor(() => expect(drawn.reduce((a, b) => a + b, 0)).toBe(total));
  return drawn;
}

describe('useProgressiveRows', () => {
  it('sizes each step to about 10 ms of this device’s drawing, after a first step of the given size', async () => {
    // 5 ms a row: two rows a step.
    expect(await steps(30, 5)).toEqual([10, 4, 2, 2, 2, 2, 2, 2, 2, 2]);
  });

  it('at most doubles a step on a fast device', async () => {
    // 0.25 ms a row: 40 rows would fit, reached by doubling.
    expect(await steps(100, 0.25)).toEqual([10, 4, 8, 16, 32, 30]);
  });

  it('draws at least one row a step on a slow one', async () => {
    expect(await steps(16, 30)).toEqual([10, 4, 1, 1]);
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
