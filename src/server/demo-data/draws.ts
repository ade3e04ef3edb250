import type { BracketSideRow } from '../../shared/contracts/brackets';
import type { ResultExtras } from '../../shared/contracts/results';
import type { DemoGames } from './generate';
import { poolTable, type PoolSide } from './pool-table';

/** Rounds of a knockout tree, first to last, as the demo's phases name them. */
const KNOCKOUT = ['R32', '8FNL', 'QFNL', 'SFNL'];

const part = (phaseCode: string) => phaseCode.slice(22).replace(/-+$/, '');
const side = (over: Partial<BracketSideRow>): BracketSideRow => ({
  competitorCode: null,
  competitorType: null,
  delegationCode: null,
  bye: false,
  score: null,
  source: null,
  ...over,
});

/**
 * The demo's knockout brackets and pool tables, as a results feed would send them at the
 * demo's "now": every knockout event gets its tree (the first round's sides drawn, later sides
 * named by where they come from, filled in by the API from the matches' results), a
 * repechage or a bronze match; every pool its table from the pool matches played so far,
 * with Q marks on the two teams that go through once the pool is over.
 */
export function addDraws(games: DemoGames): void {
  const brackets = (games.bracketMatches ??= []);
  const unitsOf = groupBy(games.units, (u) => u.phaseCode);
  const startsOf = groupBy(games.startList, (s) => s.unitCode);
  const resultsOf = groupBy(games.results, (r) => r.unitCode);
  const disciplineOf = new Map(games.events.map((e) => [e.code, e.disciplineCode]));
  for (const [eventCode, phases] of groupBy(games.phases, (p) => p.eventCode)) {
    const codes = phases.sort((a, b) => a.sortOrder - b.sortOrder).map((p) => p.code);
    if (!codes.some((c) => part(c) === 'SFNL')) continue;
    const sorted = (phase: string) =>
      [...(unitsOf.get(phase) ?? [])].sort((a, b) => a.code.localeCompare(b.code));
    const pools = codes.find((c) => part(c) === 'PREL');
    if (pools) addPools(games, disciplineOf.get(eventCode)!, pools, sorted(pools), startsOf, resultsOf);

    const rounds = codes.filter((c) => KNOCKOUT.includes(part(c)));
    rounds.forEach((phase, r) => {
      const previous = r > 0 ? part(rounds[r - 1]!) : null;
      sorted(phase).forEach((unit, i) => {
        const starts = [...(startsOf.get(unit.code) ?? [])].sort((a, b) => a.startOrder - b.startOrder);
        const sides =
          previous === null && !pools
            ? starts.map((s) =>
                side({
                  competitorCode: s.competitorCode,
                  competitorType: s.competitorType,
                  delegationCode: s.delegationCode,
                }),
              )
            : previous === null
              ? // Semifinals after the pools: A1 v B2, B1 v A2.
                [side({ source: i === 0 ? 'A:1' : 'B:1' }), side({ source: i === 0 ? 'B:2' : 'A:2' })]
              : [
                  side({ source: `W:${previous}:${i * 2 + 1}` }),
                  side({ source: `W:${previous}:${i * 2 + 2}` }),
                ];
        brackets.push(match(eventCode, 'MAIN', part(phase), r + 1, i + 1, unit.code, sides));
      });
    });
    const finals = sorted(codes.find((c) => part(c) === 'FNL')!);
    const gold = finals.find((u) => u.name.startsWith('Gold'))!;
    brackets.push(
      match(eventCode, 'MAIN', 'FNL', rounds.length + 1, 1, gold.code, [
        side({ source: 'W:SFNL:1' }),
        side({ source: 'W:SFNL:2' }),
      ]),
    );
    const bronzes = finals.filter((u) => u.name.startsWith('Bronze'));
    if (bronzes.length === 2)
      // Repechage: each semifinal loser meets a quarterfinal loser (the first and third).
      bronzes.forEach((u, i) =>
        brackets.push(
          match(eventCode, 'REP', 'FNL', 1, i + 1, u.code, [
            side({ source: `L:SFNL:${i + 1}` }),
            side({ source: `L:QFNL:${i * 2 + 1}` }),
          ]),
        ),
      );
    else if (bronzes[0])
      brackets.push(
        match(eventCode, 'BRNZ', 'FNL', 1, 1, bronzes[0].code, [
          side({ source: 'L:SFNL:1' }),
          side({ source: 'L:SFNL:2' }),
        ]),
      );
  }
}

function match(
  eventCode: string,
  bracket: string,
  round: string,
  roundOrder: number,
  position: number,
  unitCode: string,
  sides: BracketSideRow[],
) {
  return { eventCode, bracket, round, roundOrder, position, unitCode, sides, winner: null };
}

function addPools(
  games: DemoGames,
  discipline: string,
  phaseCode: string,
  units: DemoGames['units'],
  startsOf: Map<string, DemoGames['startList']>,
  resultsOf: Map<string, DemoGames['results']>,
) {
  for (const [pool, matches] of groupBy(units, (u) => /^Pool (\w+)/.exec(u.name)?.[1] ?? '')) {
    const entries = new Map(
      matches.flatMap((u) => startsOf.get(u.code) ?? []).map((s) => [s.competitorCode, s]),
    );
    const played = matches.flatMap((u) => {
      const rows = resultsOf.get(u.code) ?? [];
      if (rows.length !== 2 || rows.some((r) => r.rank === null)) return [];
      return [
        rows.map((r): PoolSide => ({
          code: r.competitorCode,
          won: r.rank === 1,
          score: r.score ?? null,
          extras: (r.extras as ResultExtras | null) ?? null,
        })) as [PoolSide, PoolSide],
      ];
    });
    const over = played.length === matches.length;
    poolTable(discipline, [...entries.keys()], played).forEach((line, i) => {
      const s = entries.get(line.code)!;
      (games.poolStandings ??= []).push({
        phaseCode,
        pool,
        eventCode: phaseCode.slice(0, 22),
        competitorCode: s.competitorCode,
        competitorType: s.competitorType,
        delegationCode: s.delegationCode,
        rank: played.length ? i + 1 : null,
        sortOrder: i + 1,
        played: line.played,
        won: line.won,
        drawn: line.drawn,
        lost: line.lost,
        points: line.points,
        figures: line.figures,
        qualificationMark: over && i < 2 ? 'Q' : null,
      });
    });
  }
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) out.set(key(row), [...(out.get(key(row)) ?? []), row]);
  return out;
}
