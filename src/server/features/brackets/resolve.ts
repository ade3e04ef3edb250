import type { BracketSideRow } from '../../../shared/contracts/brackets';

/** What a stored match and its unit say; `resolveBracket` combines them into sides and a winner. */
export interface StoredMatch {
  bracket: string;
  round: string;
  position: number;
  unitCode: string | null;
  sides: BracketSideRow[];
  winner: string | null;
}

export interface UnitFacts {
  /** Competitor codes of the unit's start list, in start order. */
  starts: string[];
  /** The winner once the result is decided (rank 1 of a finished result), else null. */
  winner: string | null;
  /** Each competitor's score in the unit. */
  scores: Map<string, string | null>;
}

export interface ResolvedSide {
  competitorCode: string | null;
  bye: boolean;
  score: string | null;
  source: string | null;
}

export interface ResolvedMatch extends StoredMatch {
  resolved: ResolvedSide[];
  decidedWinner: string | null;
}

const MAIN = 'MAIN';

/**
 * Fills each match's sides and winner from what is known: the bracket's own statement first
 * (the feed's or the desk's), then the match's unit (its start list, its decided result),
 * then where a side comes from (the winner or loser of an earlier match, a qualified pool
 * place). A side facing a bye wins the match. So a result ingested for a quarterfinal puts
 * its winner into the semifinal before any new bracket message arrives.
 */
export function resolveBracket(
  matches: StoredMatch[],
  units: Map<string, UnitFacts>,
  poolPlaces: Map<string, string>,
): ResolvedMatch[] {
  const byKey = new Map(matches.map((m) => [`${m.bracket}:${m.round}:${m.position}`, m]));
  const memo = new Map<StoredMatch, ResolvedMatch>();
  const visiting = new Set<StoredMatch>();

  function from(match: StoredMatch, source: string | null): string | null {
    if (!source) return null;
    const [kind, round, position] = source.split(':');
    if (kind !== 'W' && kind !== 'L') return poolPlaces.get(source) ?? null;
    const earlier =
      byKey.get(`${match.bracket}:${round}:${position}`) ?? byKey.get(`${MAIN}:${round}:${position}`);
    if (!earlier || earlier === match || visiting.has(earlier)) return null;
    const done = resolve(earlier);
    if (!done.decidedWinner) return null;
    if (kind === 'W') return done.decidedWinner;
    return (
      done.resolved.find((s) => s.competitorCode && s.competitorCode !== done.decidedWinner)
        ?.competitorCode ?? null
    );
  }

  function resolve(match: StoredMatch): ResolvedMatch {
    const seen = memo.get(match);
    if (seen) return seen;
    visiting.add(match);
    const unit = match.unitCode ? units.get(match.unitCode) : undefined;
    const taken = new Set(match.sides.flatMap((s) => (s.competitorCode ? [s.competitorCode] : [])));
    const resolved = match.sides.map((s): ResolvedSide => {
      const code = s.bye ? null : (s.competitorCode ?? from(match, s.source));
      if (code) taken.add(code);
      return { competitorCode: code, bye: s.bye, score: s.score, source: s.source };
    });
    // Sides still unknown take the unit's start list, in order, skipping those already placed.
    const rest = (unit?.starts ?? []).filter((c) => !taken.has(c));
    for (const side of resolved) {
      if (!side.competitorCode && !side.bye) side.competitorCode = rest.shift() ?? null;
      if (side.competitorCode && side.score === null)
        side.score = unit?.scores.get(side.competitorCode) ?? null;
    }
    const present = resolved.filter((s) => s.competitorCode);
    const byeWinner = resolved.some((s) => s.bye) && present.length === 1 ? present[0]!.competitorCode : null;
    const decidedWinner = match.winner ?? unit?.winner ?? byeWinner;
    const out = { ...match, resolved, decidedWinner };
    visiting.delete(match);
    memo.set(match, out);
    return out;
  }

  return matches.map(resolve);
}
