import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { athletes, teams, type medals, type results, type startList } from '../db/schema';
import { competitorName } from './rows';

/**
 * Start-list, result and medal rows name their competitor by code only: an athlete's or a
 * team's. This adds the two joins that `competitorName` (and athlete columns such as the BIB)
 * read from, so every feature names competitors the same way. Pass the query as `.$dynamic()`.
 */
export function withCompetitorNames<T extends PgSelect>(query: T, rows: { competitorCode: AnyPgColumn }) {
  return query
    .leftJoin(athletes, eq(athletes.code, rows.competitorCode))
    .leftJoin(teams, eq(teams.code, rows.competitorCode));
}

/** Who stands in a unit's start list or results, short-named as schedules and live strips read them. */
export function entrantColumns<R extends typeof startList | typeof results>(rows: R) {
  return {
    unitCode: rows.unitCode,
    code: rows.competitorCode,
    type: rows.competitorType,
    delegation: rows.delegationCode,
    name: competitorName,
  };
}

/** The columns `toCompetitor` turns into a competitor (needs `withCompetitorNames`). */
export function competitorColumns<R extends typeof startList | typeof results | typeof medals>(rows: R) {
  return {
    competitorCode: rows.competitorCode,
    competitorType: rows.competitorType,
    delegationCode: rows.delegationCode,
    competitorName,
    bib: athletes.bib,
  };
}
