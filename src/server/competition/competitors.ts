import { inArray } from 'drizzle-orm';
import { athletes, teams } from '../db/schema';
import type { Tx } from './writes';

/** A competitor as start lists and results name it: an athlete (A) or a team (T) by its code. */
export interface CompetitorRef {
  code: string;
  type: 'A' | 'T';
}

export interface CompetitorLookup {
  /** Code → the delegation the competitor belongs to, for every code found. */
  delegations: Map<string, string>;
  /** The references that name no athlete or team, in the order given. */
  unknown: CompetitorRef[];
}

/**
 * Looks competitors up for a start list or a result, which must name existing athletes or
 * teams and store their delegation. The lookup never refuses anything itself: the ODF ingest
 * and the results desk each explain an unknown competitor in their own terms.
 */
export async function findCompetitors(tx: Tx, refs: readonly CompetitorRef[]): Promise<CompetitorLookup> {
  const codes = (type: 'A' | 'T') => [...new Set(refs.filter((r) => r.type === type).map((r) => r.code))];
  const delegations = new Map<string, string>();
  const found = { A: new Set<string>(), T: new Set<string>() };
  const athleteCodes = codes('A');
  if (athleteCodes.length) {
    for (const r of await tx
      .select({ code: athletes.code, delegation: athletes.delegationCode })
      .from(athletes)
      .where(inArray(athletes.code, athleteCodes))) {
      delegations.set(r.code, r.delegation);
      found.A.add(r.code);
    }
  }
  const teamCodes = codes('T');
  if (teamCodes.length) {
    for (const r of await tx
      .select({ code: teams.code, delegation: teams.delegationCode })
      .from(teams)
      .where(inArray(teams.code, teamCodes))) {
      delegations.set(r.code, r.delegation);
      found.T.add(r.code);
    }
  }
  return { delegations, unknown: refs.filter((r) => !found[r.type].has(r.code)) };
}
