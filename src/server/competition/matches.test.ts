import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startList } from '../db/schema';
import { build, resetTinyGames } from '../test/helper';
import { FINAL } from '../test/test-games';
import { readLineups } from './matches';

const app = await build();
const db = app.database.db;

/** The tiny games' final with a start list of `n` (its four swimmers, then entrants without a row). */
async function startListOf(n: number) {
  await db.delete(startList).where(eq(startList.unitCode, FINAL));
  await db.insert(startList).values(
    Array.from({ length: n }, (_, i) => ({
      unitCode: FINAL,
      competitorCode: String(1_000_001 + i),
      competitorType: 'A' as const,
      delegationCode: 'BRA',
      startOrder: i + 1,
    })),
  );
}

describe('who competes in a schedule unit', () => {
  it('lists every competitor of a race of 1, 2, 3 or 8, and makes a match only of two sides', async () => {
    await resetTinyGames(app);
    for (const n of [1, 2, 3, 8]) {
      await startListOf(n);
      const race = (await readLineups(db, [{ code: FINAL, discipline: 'SWM' }])).get(FINAL)!;
      expect(race.match, `${n}`).toBeNull();
      expect(race.entrants.map((e) => e.code)).toEqual(
        Array.from({ length: n }, (_, i) => String(1_000_001 + i)),
      );
      if (n >= 3)
        expect(race.entrants.slice(0, 3).map((e) => e.name)).toEqual([
          'Ana Souza',
          'Inês Costa',
          'Aysel Məmmədova',
        ]);
      // The same two in a sport scored side against side are a match, with no list besides.
      const duel = (await readLineups(db, [{ code: FINAL, discipline: 'BKB' }])).get(FINAL)!;
      expect(duel.match === null, `${n}`).toBe(n !== 2);
      expect(duel.entrants).toHaveLength(n === 2 ? 0 : n);
    }
  });
});
