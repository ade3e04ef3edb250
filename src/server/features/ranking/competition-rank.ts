/**
 * Standard competition ranking ("1224"): each score's position is one more than the number of
 * strictly higher scores, so tied scores share a position and the positions after a tie skip
 * the places it took. The SQL of the ranking (rank() over points) follows the same rule; this
 * is its plain statement, which the tests hold the API to.
 */
export function competitionRanks(points: readonly number[]): number[] {
  const sorted = [...points].sort((a, b) => b - a);
  const first = new Map<number, number>();
  sorted.forEach((p, i) => {
    if (!first.has(p)) first.set(p, i + 1);
  });
  return points.map((p) => first.get(p)!);
}
