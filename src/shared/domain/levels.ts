/** Trivia points make levels: every 10,000 XP is one level, starting at level 1. */
export const XP_PER_LEVEL = 10_000;

export function levelFor(points: number): number {
  return Math.floor(Math.max(0, points) / XP_PER_LEVEL) + 1;
}
