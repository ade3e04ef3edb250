import { and, asc, eq } from 'drizzle-orm';
import type { ResultExtras } from '../../../shared/contracts/results';
import type { Db } from '../../db/client';
import type { LocaleTag } from '../../../shared/domain/locales';
import { nameIn, phaseNameIn } from '../../competition/names';
import { toCompetitor, toUnitSummary, selectUnitSummaries } from '../../competition/rows';
import { competitorColumns, withCompetitorNames } from '../../competition/competitor-rows';
import { unitMarks } from '../../competition/records';
import { withoutPoolMatches } from '../brackets';
import { crewsOf } from './team-members';
import { events, medals, phases, results, startList, units } from '../../db/schema';

type MedalKind = 'gold' | 'silver' | 'bronze';

const resultColumns = {
  unitCode: results.unitCode,
  ...competitorColumns(results),
  rank: results.rank,
  sortOrder: results.sortOrder,
  result: results.result,
  timeMs: results.timeMs,
  difference: results.difference,
  wind: results.wind,
  reactionTime: results.reactionTime,
  qualificationMark: results.qualificationMark,
  points: results.points,
  penalties: results.penalties,
  score: results.score,
  irm: results.irm,
  extras: results.extras,
};

export async function unitDetail(db: Db, code: string, locale: LocaleTag) {
  const [unit] = await selectUnitSummaries(db).where(eq(units.code, code));
  if (!unit) return null;
  const [entries, rows, won, marks] = await Promise.all([
    withCompetitorNames(
      db
        .select({ ...competitorColumns(startList), startOrder: startList.startOrder })
        .from(startList)
        .$dynamic(),
      startList,
    )
      .where(eq(startList.unitCode, code))
      .orderBy(asc(startList.startOrder)),
    withCompetitorNames(db.select(resultColumns).from(results).$dynamic(), results)
      .where(eq(results.unitCode, code))
      .orderBy(asc(results.sortOrder)),
    db
      .select({ competitorCode: medals.competitorCode, medal: medals.medal })
      .from(medals)
      .where(eq(medals.unitCode, code)),
    unitMarks(db, code),
  ]);
  const medalOf = new Map(won.map((m) => [m.competitorCode, m.medal]));
  const teamCodes = [...entries, ...rows]
    .filter((r) => r.competitorType === 'T')
    .map((r) => r.competitorCode);
  const crews = await crewsOf(db, code, [...new Set(teamCodes)]);
  return {
    unit: toUnitSummary(unit, locale),
    start_list: entries.map((e) => ({ ...toCompetitor(e), start_order: e.startOrder })),
    results: rows.map((r) => ({
      competitor: toCompetitor(r),
      rank: r.rank,
      sort_order: r.sortOrder,
      result: r.result,
      time_ms: r.timeMs,
      difference: r.difference,
      wind: r.wind,
      reaction_time: r.reactionTime,
      qualification_mark: r.qualificationMark,
      points: r.points,
      penalties: r.penalties,
      score: r.score,
      irm: r.irm,
      extras: (r.extras as ResultExtras | null) ?? null,
      medal: medalOf.get(r.competitorCode) ?? null,
      ...(marks.has(r.competitorCode) && { records: marks.get(r.competitorCode) }),
      ...(crews.has(r.competitorCode) && { members: crews.get(r.competitorCode) }),
    })),
  };
}

const FINAL_STATUSES = new Set(['OFFICIAL', 'UNOFFICIAL']);

/**
 * The event's final ranking: everyone who reached the last phase in that phase's
 * order, then the others by the phase they went out in (latest first). Those who
 * lost in the same knockout round share a rank; in ranked phases (heats,
 * qualification) the mark decides. Invalid marks (IRM) come last without a rank.
 */
export async function classification(db: Db, code: string, locale: LocaleTag) {
  const [event] = await db.select().from(events).where(eq(events.code, code));
  if (!event) return null;
  const [phaseRows, rows, medalRows, finalUnits] = await Promise.all([
    db.select().from(phases).where(eq(phases.eventCode, code)).orderBy(asc(phases.sortOrder)),
    withCompetitorNames(
      db
        .select({ ...resultColumns, phaseCode: units.phaseCode })
        .from(results)
        .innerJoin(units, eq(units.code, results.unitCode))
        .$dynamic(),
      results,
    ).where(eq(units.eventCode, code)),
    db
      .select({ competitorCode: medals.competitorCode, medal: medals.medal })
      .from(medals)
      .where(eq(medals.eventCode, code)),
    db
      .select({ resultStatus: units.resultStatus, scheduleStatus: units.scheduleStatus })
      .from(units)
      .where(and(eq(units.eventCode, code), eq(units.medal, true))),
  ]);
  const order = new Map(phaseRows.map((p) => [p.code, p.sortOrder]));
  const phaseOf = new Map(phaseRows.map((p) => [p.code, p]));
  const medalOf = new Map(medalRows.map((m) => [m.competitorCode, m.medal]));

  // Each competitor's furthest phase and their result there; pool matches are left to the pool tables.
  const pools = await withoutPoolMatches(db, code, rows);
  const last = new Map<string, (typeof rows)[number]>();
  for (const r of pools.rows) {
    if (r.rank === null && r.irm === null) continue; // live: no outcome yet
    const seen = last.get(r.competitorCode);
    if (!seen || (order.get(r.phaseCode) ?? 0) > (order.get(seen.phaseCode) ?? 0))
      last.set(r.competitorCode, r);
  }
  const byPhase = new Map<string, (typeof rows)[number][]>();
  for (const r of last.values()) byPhase.set(r.phaseCode, [...(byPhase.get(r.phaseCode) ?? []), r]);

  const out: {
    rank: number | null;
    competitor: ReturnType<typeof toCompetitor>;
    phase: string;
    phase_name: string;
    result: string | null;
    irm: string | null;
    medal: MedalKind | null;
  }[] = [];
  const invalid: typeof out = [];
  let placed = 0;
  const phasesDesc = [...byPhase.keys()].sort((a, b) => (order.get(b) ?? 0) - (order.get(a) ?? 0));
  phasesDesc.forEach((phaseCode, i) => {
    const group = byPhase.get(phaseCode)!;
    const isLastPhase = i === 0;
    const knockout = group.every((r) => r.result === 'W' || r.result === 'L');
    const ranked = group.filter((r) => r.rank !== null);
    if (isLastPhase) ranked.sort((a, b) => a.rank! - b.rank! || a.sortOrder - b.sortOrder);
    else if (!knockout) ranked.sort((a, b) => compareMarks(a, b));
    let previousRank = 0;
    ranked.forEach((r, j) => {
      let rank: number;
      if (isLastPhase) rank = r.rank!;
      else if (knockout) rank = placed + 1;
      else rank = j > 0 && compareMarks(ranked[j - 1]!, r) === 0 ? previousRank : placed + j + 1;
      previousRank = rank;
      out.push(row(r, rank));
    });
    placed += ranked.length;
    for (const r of group) if (r.rank === null) invalid.push(row(r, null));
  });
  // Who went out in the pools, by their place in the pool table, once a knockout round has results.
  if (out.length)
    for (const group of pools.poolLeavers) {
      for (const r of group) out.push({ ...row(r, placed + 1), result: null });
      placed += group.length;
    }

  function row(r: (typeof rows)[number], rank: number | null) {
    return {
      rank,
      competitor: toCompetitor(r),
      phase: r.phaseCode.slice(22).replace(/-+$/, ''),
      phase_name: phaseNameIn(locale, phaseOf.get(r.phaseCode) ?? { code: r.phaseCode }),
      result: r.result,
      irm: r.irm,
      medal: medalOf.get(r.competitorCode) ?? null,
    };
  }

  const finished =
    finalUnits.length > 0 &&
    finalUnits.every((u) => u.scheduleStatus === 'FINISHED' && FINAL_STATUSES.has(u.resultStatus));
  return {
    event: {
      code: event.code,
      discipline: event.disciplineCode,
      gender: event.gender,
      name: nameIn(locale, event.name, event.names),
      division: event.division,
      medal_event: event.medalEvent,
      team: event.team,
    },
    status: finished
      ? ('final' as const)
      : out.length > 0 || pools.poolLeavers.length > 0
        ? ('in_progress' as const)
        : ('not_started' as const),
    rows: [...out, ...invalid],
  };
}

/** Better mark first: times lower, points and distances higher. */
function compareMarks(
  a: { timeMs: number | null; points: number | null; result: string | null },
  b: { timeMs: number | null; points: number | null; result: string | null },
): number {
  if (a.timeMs !== null && b.timeMs !== null) return a.timeMs - b.timeMs;
  const va = a.points ?? Number(a.result);
  const vb = b.points ?? Number(b.result);
  return (Number.isNaN(vb) ? 0 : vb) - (Number.isNaN(va) ? 0 : va);
}
