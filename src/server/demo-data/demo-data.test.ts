import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { sql } from 'drizzle-orm';
import { bronzesPerEvent } from '../../shared/domain/medal-table';
import { isRsc } from '../../shared/domain/rsc';
import { RESULT_STATUSES, SCHEDULE_STATUSES } from '../../shared/domain/statuses';
import { resultExtrasSchema } from '../../shared/contracts/results';
import { build } from '../test/helper';
import { generateGames } from './generate';
import { seedIfEmpty } from './seed';

/** Map.groupBy needs Node 21. */
function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

describe('demo games generator', () => {
  const games = generateGames('youth', 7);

  it('gives the same rows for the same seed and different rows for another', () => {
    expect(JSON.stringify(generateGames('youth', 7))).toBe(JSON.stringify(games));
    expect(JSON.stringify(generateGames('youth', 8))).not.toBe(JSON.stringify(games));
  });

  it('has the youth size', () => {
    expect(games.delegations).toHaveLength(27);
    expect(games.disciplines).toHaveLength(18);
    expect(new Set(games.units.map((u) => u.logicalDay)).size).toBe(10);
    expect(games.athletes.length).toBeGreaterThan(5_500);
    expect(games.athletes.length).toBeLessThan(7_000);
  });

  it('holds archery in three divisions, with medals in the lower ones', () => {
    const divisionsOf = (d: string) =>
      new Set(games.events.filter((e) => e.disciplineCode === d).map((e) => e.division));
    expect([...divisionsOf('ARC')].sort()).toEqual([1, 2, 3]);
    expect([...divisionsOf('ATH')]).toEqual([1]);
    const lower = new Set(games.events.filter((e) => (e.division ?? 1) > 1).map((e) => e.code));
    expect(games.medals.some((m) => lower.has(m.eventCode))).toBe(true);
    for (const u of games.units.filter((x) => lower.has(x.eventCode))) expect(u.disciplineCode).toBe('ARC');
  });

  it('has the olympic size', () => {
    const olympic = generateGames('olympic', 1);
    expect(olympic.delegations).toHaveLength(206);
    expect(olympic.events.filter((e) => e.medalEvent).length).toBeGreaterThanOrEqual(329);
    expect(olympic.units.length).toBeGreaterThanOrEqual(3_000);
    expect(olympic.athletes.length).toBeGreaterThan(10_000);
    expect(olympic.athletes.length).toBeLessThan(11_500);
  });

  it('uses valid RSC codes and every ScheduleStatus and ResultStatus', () => {
    for (const u of games.units) {
      expect(isRsc(u.code)).toBe(true);
      expect(u.code.startsWith(u.phaseCode)).toBe(true);
      expect(u.phaseCode.startsWith(u.eventCode)).toBe(true);
    }
    expect(new Set(games.units.map((u) => u.scheduleStatus))).toEqual(new Set(SCHEDULE_STATUSES));
    expect(new Set(games.units.map((u) => u.resultStatus))).toEqual(new Set(RESULT_STATUSES));
  });

  it('gives every medal a final result with the matching rank', () => {
    const units = new Map(games.units.map((u) => [u.code, u]));
    const results = new Map(games.results.map((r) => [`${r.unitCode}#${r.competitorCode}`, r]));
    for (const m of games.medals) {
      const unit = units.get(m.unitCode)!;
      expect(unit.medal).toBe(true);
      expect(unit.scheduleStatus).toBe('FINISHED');
      const r = results.get(`${m.unitCode}#${m.competitorCode}`);
      expect(r, `${m.eventCode} ${m.medal}`).toBeDefined();
      expect(r!.rank).toBe({ gold: 1, silver: 2, bronze: 3 }[m.medal as 'gold']);
    }
    const byEvent = groupBy(games.medals, (m) => m.eventCode);
    for (const [eventCode, medals] of byEvent) {
      const count = (kind: string) => medals.filter((m) => m.medal === kind).length;
      expect(count('gold'), eventCode).toBe(1);
      expect(count('silver'), eventCode).toBe(1);
      expect(count('bronze'), eventCode).toBe(bronzesPerEvent(eventCode.slice(0, 3)));
    }
    expect(byEvent.size).toBeGreaterThan(50);
  });

  it('ranks consistently: sort order 1..n, ranked before IRM, ranks never decrease', () => {
    for (const [unitCode, rows] of groupBy(games.results, (r) => r.unitCode)) {
      const sorted = [...rows].sort((a, b) => a.sortOrder - b.sortOrder);
      expect(
        sorted.map((r) => r.sortOrder),
        unitCode,
      ).toEqual(sorted.map((_, i) => i + 1));
      const ranks = sorted.map((r) => r.rank);
      if (ranks.every((r) => r === null)) continue; // live unit: no ranks yet
      // A field or judged event under way ranks those with a mark; the others have none yet.
      const live = games.units.some(
        (u) =>
          u.code === unitCode && ['RUNNING', 'SCHEDULED_BREAK', 'INTERRUPTED'].includes(u.scheduleStatus!),
      );
      const firstIrm = ranks.indexOf(null);
      if (firstIrm >= 0)
        expect(
          ranks.slice(firstIrm).every((r) => r === null),
          unitCode,
        ).toBe(true);
      const ranked = ranks.filter((r): r is number => r !== null);
      for (let i = 1; i < ranked.length; i++) expect(ranked[i]! >= ranked[i - 1]!, unitCode).toBe(true);
      for (const r of sorted) if (r.rank === null && !live) expect(r.irm, unitCode).toBeTruthy();
      for (const r of sorted) if (r.extras) expect(resultExtrasSchema.safeParse(r.extras).success).toBe(true);
    }
  });

  it('never puts an athlete in two places at once', () => {
    const units = new Map(games.units.map((u) => [u.code, u]));
    const members = groupBy(games.teamMembers, (m) => m.teamCode);
    const busy = new Map<string, { start: number; end: number; unit: string }[]>();
    const seen = new Set<string>();
    for (const row of [...games.startList, ...games.results]) {
      const key = `${row.unitCode}#${row.competitorCode}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const unit = units.get(row.unitCode)!;
      const athletes =
        row.competitorType === 'T'
          ? (members.get(row.competitorCode) ?? []).map((m) => String(1_000_000 + m.athleteId))
          : [row.competitorCode];
      for (const a of athletes) {
        const list = busy.get(a) ?? [];
        list.push({ start: unit.startAt.getTime(), end: unit.endAt.getTime(), unit: unit.code });
        busy.set(a, list);
      }
    }
    let checked = 0;
    for (const [athlete, slots] of busy) {
      slots.sort((a, b) => a.start - b.start);
      for (let i = 1; i < slots.length; i++) {
        expect(
          slots[i]!.start >= slots[i - 1]!.end,
          `${athlete}: ${slots[i - 1]!.unit} / ${slots[i]!.unit}`,
        ).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('seeding a database', async () => {
  const app = await build();

  it('seeds an empty database once and leaves a seeded one alone', async () => {
    const first = await seedIfEmpty(app.database);
    expect(first?.athletes).toBeGreaterThan(5_500);
    expect(await seedIfEmpty(app.database)).toBeNull();
    const count = async (table: string) =>
      (
        await queryRows<{ n: number }>(app.database.db, sql.raw(`select count(*)::int as n from ${table}`))
      )[0]!.n;
    expect(await count('athletes')).toBe(first!.athletes);
    expect(await count('units')).toBe(first!.units);
    expect(await count('medals')).toBe(first!.medals);
  });
});
