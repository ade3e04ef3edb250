import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BracketAnswer, StandingsAnswer } from '../../../shared/contracts/brackets';
import type { Competitor } from '../../../shared/contracts/results';
import type { LocaleTag } from '../../../shared/domain/locales';
import type { Db } from '../../db/client';
import {
  athletes,
  bracketMatches,
  events,
  phases,
  poolStandings,
  results,
  startList,
  teams,
  units,
} from '../../db/schema';
import { nameIn, phaseNameIn } from '../../competition/names';
import { resolveBracket, type UnitFacts } from './resolve';

/** Result statuses under which a match's rank 1 is its winner. */
const DECIDED = new Set(['OFFICIAL', 'UNOFFICIAL', 'UNCONFIRMED', 'PROVISIONAL', 'PROTESTED']);

async function eventOf(db: Db, code: string, locale: LocaleTag) {
  const [event] = await db.select().from(events).where(eq(events.code, code));
  if (!event) return null;
  return {
    code: event.code,
    discipline: event.disciplineCode,
    name: nameIn(locale, event.name, event.names),
  };
}

/** Names of athletes and teams by code, as the API's competitor. */
async function competitors(db: Db, codes: string[]): Promise<Map<string, Competitor>> {
  const out = new Map<string, Competitor>();
  const list = [...new Set(codes)];
  if (!list.length) return out;
  const [a, t] = await Promise.all([
    db.select().from(athletes).where(inArray(athletes.code, list)),
    db.select().from(teams).where(inArray(teams.code, list)),
  ]);
  for (const r of a)
    out.set(r.code, {
      code: r.code,
      type: 'A',
      name: `${r.givenName} ${r.familyName}`,
      delegation: r.delegationCode,
      bib: r.bib,
    });
  for (const r of t)
    out.set(r.code, { code: r.code, type: 'T', name: r.name, delegation: r.delegationCode, bib: null });
  return out;
}

/** Pool places that are settled (marked Q or q), as "A:1" → competitor code. */
export async function qualifiedPoolPlaces(db: Db, eventCode: string): Promise<Map<string, string>> {
  const rows = await db.select().from(poolStandings).where(eq(poolStandings.eventCode, eventCode));
  return new Map(
    rows.flatMap((r) =>
      r.qualificationMark && r.rank ? [[`${r.pool}:${r.rank}`, r.competitorCode] as const] : [],
    ),
  );
}

/** An event's knockout trees, each round a column, filled in from the matches' units. */
export async function bracket(db: Db, code: string, locale: LocaleTag): Promise<BracketAnswer | null> {
  const event = await eventOf(db, code, locale);
  if (!event) return null;
  const stored = await db
    .select()
    .from(bracketMatches)
    .where(eq(bracketMatches.eventCode, code))
    .orderBy(asc(bracketMatches.bracket), asc(bracketMatches.roundOrder), asc(bracketMatches.position));
  const unitCodes = stored.flatMap((m) => (m.unitCode ? [m.unitCode] : []));
  const [unitRows, resultRows, startRows, phaseRows, places] = await Promise.all([
    unitCodes.length ? db.select().from(units).where(inArray(units.code, unitCodes)) : [],
    unitCodes.length ? db.select().from(results).where(inArray(results.unitCode, unitCodes)) : [],
    unitCodes.length
      ? db
          .select()
          .from(startList)
          .where(inArray(startList.unitCode, unitCodes))
          .orderBy(asc(startList.startOrder))
      : [],
    db.select().from(phases).where(eq(phases.eventCode, code)),
    qualifiedPoolPlaces(db, code),
  ]);
  const unitOf = new Map(unitRows.map((u) => [u.code, u]));
  const facts = new Map<string, UnitFacts>();
  for (const u of unitRows) {
    const rows = resultRows.filter((r) => r.unitCode === u.code);
    const top = rows.find((r) => r.rank === 1 || r.result === 'W');
    facts.set(u.code, {
      starts: startRows.filter((s) => s.unitCode === u.code).map((s) => s.competitorCode),
      winner: top && DECIDED.has(u.resultStatus) ? top.competitorCode : null,
      scores: new Map(rows.map((r) => [r.competitorCode, r.score])),
    });
  }
  const resolved = resolveBracket(stored, facts, places);
  const names = await competitors(
    db,
    resolved.flatMap((m) => m.resolved.flatMap((s) => (s.competitorCode ? [s.competitorCode] : []))),
  );
  const phaseOf = new Map(phaseRows.map((p) => [p.code, p]));
  const brackets: BracketAnswer['brackets'] = [];
  for (const m of resolved) {
    let b = brackets.find((x) => x.code === m.bracket);
    if (!b) brackets.push((b = { code: m.bracket, rounds: [] }));
    let round = b.rounds.find((r) => r.code === m.round);
    if (!round) {
      const phaseCode = code + m.round.padEnd(4, '-');
      const phase = phaseOf.get(phaseCode) ?? { code: phaseCode, name: null, names: null };
      b.rounds.push((round = { code: m.round, name: phaseNameIn(locale, phase), matches: [] }));
    }
    const unit = m.unitCode ? unitOf.get(m.unitCode) : undefined;
    round.matches.push({
      position: m.position,
      unit: unit
        ? {
            code: unit.code,
            discipline: unit.disciplineCode,
            start: unit.startAt.toISOString(),
            schedule_status: unit.scheduleStatus,
            result_status: unit.resultStatus,
          }
        : null,
      sides: m.resolved.map((s) => ({
        competitor: s.competitorCode ? (names.get(s.competitorCode) ?? null) : null,
        bye: s.bye,
        score: s.score,
        source: s.source,
        winner: !!s.competitorCode && s.competitorCode === m.decidedWinner,
      })),
      decided: m.decidedWinner !== null,
    });
  }
  // The main tree first, then its repechage and bronze matches.
  brackets.sort((a, b) => Number(a.code !== 'MAIN') - Number(b.code !== 'MAIN'));
  return { event, brackets };
}

/** An event's pool tables, each in its order. */
export async function standings(db: Db, code: string, locale: LocaleTag): Promise<StandingsAnswer | null> {
  const event = await eventOf(db, code, locale);
  if (!event) return null;
  const [rows, phaseRows] = await Promise.all([
    db
      .select()
      .from(poolStandings)
      .where(eq(poolStandings.eventCode, code))
      .orderBy(asc(poolStandings.phaseCode), asc(poolStandings.pool), asc(poolStandings.sortOrder)),
    db.select().from(phases).where(eq(phases.eventCode, code)),
  ]);
  const names = await competitors(
    db,
    rows.map((r) => r.competitorCode),
  );
  const phaseOf = new Map(phaseRows.map((p) => [p.code, p]));
  const pools: StandingsAnswer['pools'] = [];
  for (const r of rows) {
    let pool = pools.find((p) => p.phase === r.phaseCode && p.pool === r.pool);
    if (!pool) {
      const phase = phaseOf.get(r.phaseCode) ?? { code: r.phaseCode, name: null, names: null };
      pools.push((pool = { phase: r.phaseCode, pool: r.pool, name: phaseNameIn(locale, phase), rows: [] }));
    }
    pool.rows.push({
      competitor: names.get(r.competitorCode) ?? {
        code: r.competitorCode,
        type: r.competitorType,
        name: r.competitorCode,
        delegation: r.delegationCode,
        bib: null,
      },
      rank: r.rank,
      played: r.played,
      won: r.won,
      drawn: r.drawn,
      lost: r.lost,
      points: r.points,
      figures: r.figures,
      qualification_mark: r.qualificationMark,
    });
  }
  return { event, pools };
}

/** Pool phases of an event that have a table (the classification leaves their matches to it). */
export async function poolPhases(db: Db, eventCode: string): Promise<Map<string, Map<string, number>>> {
  const rows = await db
    .select({ phase: poolStandings.phaseCode, code: poolStandings.competitorCode, rank: poolStandings.rank })
    .from(poolStandings)
    .where(and(eq(poolStandings.eventCode, eventCode)));
  const out = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const m = out.get(r.phase) ?? new Map<string, number>();
    if (r.rank !== null) m.set(r.code, r.rank);
    out.set(r.phase, m);
  }
  return out;
}

/**
 * Pool matches are no ranking of an event (each team plays several, winning some): the
 * classification leaves them out and places those who went out in the pools after the
 * knockout rounds, by their place in the pool's table (all third places share a rank, then
 * all fourth places). Returns the other rows and those groups, best place first.
 */
export async function withoutPoolMatches<R extends { phaseCode: string; competitorCode: string }>(
  db: Db,
  eventCode: string,
  rows: R[],
): Promise<{ rows: R[]; poolLeavers: R[][] }> {
  const pools = await poolPhases(db, eventCode);
  if (!pools.size) return { rows, poolLeavers: [] };
  const kept = rows.filter((r) => !pools.has(r.phaseCode));
  const onward = new Set(kept.map((r) => r.competitorCode));
  const byPlace = new Map<number, Map<string, R>>();
  for (const r of rows) {
    const place = pools.get(r.phaseCode)?.get(r.competitorCode);
    if (place === undefined || onward.has(r.competitorCode)) continue;
    const group = byPlace.get(place) ?? new Map<string, R>();
    group.set(r.competitorCode, r);
    byPlace.set(place, group);
  }
  const poolLeavers = [...byPlace.entries()].sort(([a], [b]) => a - b).map(([, g]) => [...g.values()]);
  return { rows: kept, poolLeavers };
}
