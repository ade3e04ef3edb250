import { describe, expect, it } from 'vitest';
import { gapsBehindLeader, splitLegs } from './result-gap';

const row = (
  rank: number | null,
  time_ms: number | null,
  difference: string | null = null,
  irm: string | null = null,
) => ({
  rank,
  time_ms,
  difference,
  irm,
});

describe('gapsBehindLeader', () => {
  it("keeps the results system's own difference, whatever the sport", () => {
    expect(gapsBehindLeader([row(1, null), row(2, null, '+0.12'), row(3, null, '+1 pt')])).toEqual([
      null,
      '+0.12',
      '+1 pt',
    ]);
  });

  it("works out a time gap from the leader's time when none was sent", () => {
    expect(gapsBehindLeader([row(1, 3_600_000), row(2, 3_662_300), row(3, 3_600_000 + 3_725_450)])).toEqual([
      null,
      '+1:02.30',
      '+1:02:05.45',
    ]);
  });

  it('finds the leader by rank, not by row order', () => {
    expect(gapsBehindLeader([row(2, 61_000), row(1, 60_000)])).toEqual(['+1.00', null]);
  });

  it('gives no gap to unranked or invalid rows, rows without a time, or a tie with the leader', () => {
    expect(
      gapsBehindLeader([
        row(1, 60_000),
        row(1, 60_000),
        row(null, 70_000),
        row(3, 70_000, null, 'DSQ'),
        row(4, null),
      ]),
    ).toEqual([null, null, null, null, null]);
  });

  it('invents nothing when no one has a time', () => {
    expect(gapsBehindLeader([row(1, null), row(2, null)])).toEqual([null, null]);
  });
});

describe('splitLegs', () => {
  it('gives each relay leg or triathlon segment its own time beside the running total', () => {
    expect(
      splitLegs([
        { distance: 'Swim', timeMs: 600_000 },
        { distance: 'T1', timeMs: 650_000 },
        { distance: 'Bike', timeMs: 2_450_000 },
      ]),
    ).toEqual([
      { distance: 'Swim', timeMs: 600_000, legMs: 600_000 },
      { distance: 'T1', timeMs: 650_000, legMs: 50_000 },
      { distance: 'Bike', timeMs: 2_450_000, legMs: 1_800_000 },
    ]);
  });

  it('leaves a leg blank when the marks go backwards', () => {
    expect(
      splitLegs([
        { distance: '100m', timeMs: 50_000 },
        { distance: '200m', timeMs: 40_000 },
      ])[1]!.legMs,
    ).toBeNull();
  });
});
