import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lt, lte, or } from 'drizzle-orm';
import type { NowAnswer, NowLeader, NowUnit } from '../../../shared/contracts/now';
import type { MedalKind } from '../../../shared/domain/medals';
import type { LocaleTag } from '../../../shared/domain/locales';
import type { Db } from '../../db/client';
import { selectUnitSummaries, toUnitSummary } from '../../competition/rows';
import { entrantColumns, withCompetitorNames } from '../../competition/competitor-rows';
import { readLineups } from '../../competition/matches';
import { results, units } from '../../db/schema';

const HOUR = 3600_000;
const LIVE = ['RUNNING', 'SCHEDULED_BREAK', 'INTERRUPTED'] as const;
/** Still to start: what "up next" lists (not the postponed or cancelled). */
const AHEAD = ['SCHEDULED', 'GETTING_READY', 'DELAYED', 'RESCHEDULED'] as const;
const MEDALS: Record<number, MedalKind> = { 1: 'gold', 2: 'silver', 3: 'bronze' };
const scheduleOrder = [asc(units.startAt), asc(units.location), asc(units.code)];

/**
 * The first three of each unit that is not a match, by their order in the results: while it
 * runs, who leads and with what mark so far; once it is over, the winners and their medals.
 * One query for all the units.
 */
async function readLeaders(db: Db, list: { code: string; medal: boolean }[]) {
  const leaders = new Map<string, NowLeader[]>();
  if (list.length === 0) return leaders;
  const medalUnit = new Set(list.filter((u) => u.medal).map((u) => u.code));
  const rows = await withCompetitorNames(
    db
      .select({
        ...entrantColumns(results),
        rank: results.rank,
        result: results.result,
        points: results.points,
        irm: results.irm,
      })
      .from(results)
      .$dynamic(),
    results,
  )
    .where(
      and(
        inArray(
          results.unitCode,
          list.map((u) => u.code),
        ),
        or(isNotNull(results.result), isNotNull(results.points), isNotNull(results.rank)),
      ),
    )
    .orderBy(asc(results.unitCode), asc(results.sortOrder), asc(results.competitorCode));
  for (const r of rows) {
    const own = leaders.get(r.unitCode) ?? leaders.set(r.unitCode, []).get(r.unitCode)!;
    if (own.length >= 3) continue;
    own.push({
      code: r.code,
      type: r.type as NowLeader['type'],
      name: r.name,
      delegation: r.delegation,
      rank: r.rank,
      mark: r.irm ?? r.result ?? (r.points === null ? null : String(r.points)),
      medal: medalUnit.has(r.unitCode) && r.rank !== null ? (MEDALS[r.rank] ?? null) : null,
    });
  }
  return leaders;
}

/**
 * What is on at `at`: the units on now, those starting in the next two hours and those
 * finished in the last three, each with its match (sides and score) or its first three.
 * Live is what the feed's schedule status says; next and finished are judged by the times.
 */
export async function nowLists(db: Db, at: Date, locale?: LocaleTag): Promise<NowAnswer> {
  const [live, next, finished] = await Promise.all([
    selectUnitSummaries(db)
      .where(inArray(units.scheduleStatus, [...LIVE]))
      .orderBy(...scheduleOrder),
    selectUnitSummaries(db)
      .where(
        and(
          inArray(units.scheduleStatus, [...AHEAD]),
          gte(units.startAt, at),
          lt(units.startAt, new Date(at.getTime() + 2 * HOUR)),
        ),
      )
      .orderBy(...scheduleOrder)
      .limit(12),
    selectUnitSummaries(db)
      .where(
        and(
          eq(units.scheduleStatus, 'FINISHED'),
          lte(units.endAt, at),
          gt(units.endAt, new Date(at.getTime() - 3 * HOUR)),
        ),
      )
      .orderBy(desc(units.endAt), asc(units.location), asc(units.code))
      .limit(8),
  ]);
  const all = [...live, ...next, ...finished];
  const lineups = await readLineups(
    db,
    all.map((u) => ({ code: u.code, discipline: u.disciplineCode })),
  );
  const matches = new Map([...lineups].flatMap(([code, l]) => (l.match ? [[code, l.match] as const] : [])));
  const leaders = await readLeaders(
    db,
    [...live, ...finished].filter((u) => !matches.has(u.code)).map((u) => ({ code: u.code, medal: u.medal })),
  );
  const shape = (list: typeof all): NowUnit[] =>
    list.map((r) => ({
      ...toUnitSummary(r, locale),
      match: matches.get(r.code) ?? null,
      leaders: leaders.get(r.code) ?? [],
    }));
  return { at: at.toISOString(), live: shape(live), next: shape(next), finished: shape(finished) };
}
