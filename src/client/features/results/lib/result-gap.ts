import { formatDuration } from '../../../lib/time';

interface GapSource {
  rank: number | null;
  time_ms: number | null;
  difference: string | null;
  irm: string | null;
}

/**
 * What each row is behind the leader, in the row order given. The results system's own
 * difference wins (it knows the sport: a time, a distance, points); only when it sent
 * none is a time gap worked out from the times themselves. Nothing is made up: a row
 * without a rank or a time, or the leader's own row, has no gap.
 */
export function gapsBehindLeader(rows: GapSource[]): (string | null)[] {
  const leader = rows
    .filter((r) => r.rank !== null && r.irm === null && r.time_ms !== null)
    .sort((a, b) => a.rank! - b.rank!)[0];
  return rows.map((r) => {
    if (r.difference) return r.difference;
    if (!leader || r === leader || r.rank === null || r.irm !== null || r.time_ms === null) return null;
    const behind = r.time_ms - leader.time_ms!;
    return behind > 0 ? `+${formatDuration(behind)}` : null;
  });
}

export interface SplitLeg {
  distance: string;
  /** Time from the start to this mark. */
  timeMs: number;
  /** Time since the previous mark (a relay leg, a triathlon segment); null when the marks go backwards. */
  legMs: number | null;
}

/** Cumulative split times with the time each leg or segment took on its own. */
export function splitLegs(splits: { distance: string; timeMs: number }[]): SplitLeg[] {
  return splits.map((s, i) => {
    const leg = s.timeMs - (i === 0 ? 0 : splits[i - 1]!.timeMs);
    return { distance: s.distance, timeMs: s.timeMs, legMs: leg > 0 ? leg : null };
  });
}
