/** Trivia points make levels: every 10,000 XP is one level, starting at level 1. */
export const XP_PER_LEVEL = 10_000;

/** Points below zero or not whole (a bad stored value) count as the nearest whole number of at least 0. */
const clean = (points: number) => (Number.isFinite(points) ? Math.max(0, Math.floor(points)) : 0);

export function levelFor(points: number): number {
  return Math.floor(clean(points) / XP_PER_LEVEL) + 1;
}

export interface LevelProgress {
  level: number;
  /** XP earned since the current level began (0 to XP_PER_LEVEL - 1). */
  intoLevel: number;
  /** XP a level takes. */
  perLevel: number;
  /** XP still to earn before the next level. */
  toNext: number;
  /** intoLevel / perLevel: 0 at the start of a level, below 1 at its end. */
  progress: number;
}

/** Where a points total stands: its level and how far into that level, for the progress bars. */
export function levelProgress(points: number): LevelProgress {
  const p = clean(points);
  const intoLevel = p % XP_PER_LEVEL;
  return {
    level: levelFor(p),
    intoLevel,
    perLevel: XP_PER_LEVEL,
    toNext: XP_PER_LEVEL - intoLevel,
    progress: intoLevel / XP_PER_LEVEL,
  };
}
