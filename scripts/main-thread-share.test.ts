import { describe, expect, it } from 'vitest';
import { mainThreadShare } from './main-thread-share.mjs';

const PAGE = { pid: 10, tid: 1 };
const task = (ts: number, dur: number, tdur: number, where = PAGE) => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts,
  dur,
  tdur,
});
const load = (url: string, ts = 1_000) => [
  { name: 'navigationStart', ph: 'R', ...PAGE, ts, args: { data: { documentLoaderURL: url } } },
  { name: 'firstContentfulPaint', ph: 'R', ...PAGE, ts: ts + 500_000 },
];

describe('mainThreadShare', () => {
  it("counts the page's main-thread tasks from its first paint: wall time against time on a core", () => {
    const events = [
      ...load('http://127.0.0.1:4000/medals/all'),
      task(100_000, 90_000, 90_000), // before the first paint: not counted
      task(600_000, 100_000, 40_000),
      task(800_000, 50_000, 20_000),
      task(900_000, 60_000, 60_000, { pid: 10, tid: 7 }), // another thread of the page
      task(900_000, 60_000, 60_000, { pid: 11, tid: 1 }), // another process
    ];
    expect(mainThreadShare(events)).toEqual({ wallMs: 150, cpuMs: 60, share: 0.4 });
  });

  it('counts a task nested in another once, in its parent', () => {
    const events = [
      ...load('https://games.example/schedule/grid'),
      task(600_000, 100_000, 50_000),
      task(620_000, 30_000, 30_000),
    ];
    expect(mainThreadShare(events)).toEqual({ wallMs: 100, cpuMs: 50, share: 0.5 });
  });

  it('follows the last page load, not the blank page Lighthouse opens first', () => {
    const events = [
      ...load('about:blank', 0),
      {
        name: 'navigationStart',
        ph: 'R',
        pid: 20,
        tid: 1,
        ts: 2_000_000,
        args: { data: { documentLoaderURL: 'http://x/' } },
      },
      { name: 'firstContentfulPaint', ph: 'R', pid: 20, tid: 1, ts: 2_100_000 },
      task(2_200_000, 80_000, 20_000, { pid: 20, tid: 1 }),
      task(2_200_000, 80_000, 80_000), // the blank page's renderer
    ];
    expect(mainThreadShare(events)?.share).toBe(0.25);
  });

  it('answers null for a trace without a page load or without timed tasks', () => {
    expect(mainThreadShare([])).toBeNull();
    expect(mainThreadShare(load('http://x/'))).toBeNull();
  });
});
