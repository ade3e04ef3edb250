import { describe, expect, it } from 'vitest';
import type { ScheduleUnit } from '../../../shared/contracts/schedule';
import { seededGames } from '../../test/seeded-games';

/** The demo's "now" is 2026-07-16 18:30 Baku time: matches under way there have a score so far. */
const { json } = await seededGames();
const DAY = '2026-07-16';

type Unit = {
  code: string;
  start_list: { code: string; name: string; delegation: string }[];
  results: { competitor: { code: string }; score: string | null; extras: Record<string, unknown> | null }[];
};

describe('matches in the schedule', () => {
  it('name both sides of every match with the score from its results, and everyone in a race', async () => {
    const { units } = await json<{ units: ScheduleUnit[] }>(`/api/schedule/days/${DAY}`);
    const matches = units.filter((u) => u.match);
    expect(matches.length).toBeGreaterThan(10);
    expect(matches.every((m) => m.entrants.length === 0)).toBe(true);
    const race = units.find((u) => u.discipline === 'SWM')!;
    expect(race.match).toBeNull();
    const raced = await json<Unit>(`/api/units/${race.code}`);
    expect(race.entrants.map((c) => [c.code, c.name, c.delegation])).toEqual(
      raced.start_list.map((c) => [c.code, c.name, c.delegation]),
    );
    for (const u of matches.filter((m) => m.discipline === 'BKB').slice(0, 3)) {
      const detail = await json<Unit>(`/api/units/${u.code}`);
      expect(u.match!.sides.map((s) => [s.code, s.name, s.delegation])).toEqual(
        detail.start_list.map((c) => [c.code, c.name, c.delegation]),
      );
      const scoreOf = (code: string) =>
        detail.results.find((r) => r.competitor.code === code)?.score?.split('-')[0] ?? null;
      expect(u.match!.sides.map((s) => s.score)).toEqual(u.match!.sides.map((s) => scoreOf(s.code)));
    }
  });

  it('give a running match its score so far and the period being played', async () => {
    const { units } = await json<{ units: ScheduleUnit[] }>(`/api/schedule/days/${DAY}`);
    const running = units.filter((u) => u.schedule_status === 'RUNNING' && u.match);
    expect(running.length).toBeGreaterThan(0);
    for (const u of running) {
      expect(
        u.match!.sides.every((s) => s.score !== null),
        u.code,
      ).toBe(true);
      expect(u.match!.sides.some((s) => s.won)).toBe(false);
    }
    const team = running.find((u) => u.discipline === 'BKB' || u.discipline === 'HBL');
    expect(team?.match?.period).toMatchObject({
      kind: team?.discipline === 'BKB' ? 'quarters' : 'halves',
      number: expect.any(Number),
    });
  });

  it('carry the sides in the discipline schedule as well', async () => {
    const { days } = await json<{ days: { day: string; units: ScheduleUnit[] }[] }>(
      `/api/schedule/disciplines/BKB?day=${DAY}`,
    );
    expect(days[0]!.units.every((u) => u.match?.sides.length === 2)).toBe(true);
  });
});
