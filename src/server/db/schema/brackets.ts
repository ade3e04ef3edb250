import { index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import type { BracketSideRow, StandingFigures } from '../../../shared/contracts/brackets';
import { COMPETITOR_TYPES } from '../../../shared/domain/medals';

/**
 * One match of a knockout tree (ODF DT_BRACKETS), replaced whole per event by each newer
 * message. `bracket` is the tree (MAIN, or REP for a repechage), `round` the phase part of the
 * RSC (QFNL, SFNL, FNL...), `position` the match's place in its round from the top. Each of the
 * two sides holds its competitor, a bye or where the competitor comes from (the winner of an
 * earlier match, a pool place); a side or winner left empty is read from the match's unit.
 */
export const bracketMatches = pgTable(
  'bracket_matches',
  {
    eventCode: text('event_code').notNull(),
    bracket: text('bracket').notNull(),
    round: text('round').notNull(),
    roundOrder: smallint('round_order').notNull(),
    position: smallint('position').notNull(),
    unitCode: text('unit_code'),
    sides: jsonb('sides').$type<BracketSideRow[]>().notNull(),
    /** The winner's competitor code, as the feed or the results desk gave it. */
    winner: text('winner'),
  },
  (t) => [
    primaryKey({ columns: [t.eventCode, t.bracket, t.round, t.position] }),
    index('bracket_matches_unit').on(t.unitCode),
  ],
);

/**
 * One line of a pool table (ODF DT_POOL_STANDING), replaced whole per pool by each newer
 * message. `phaseCode` is the 26-character phase; `pool` names the pool inside it (A, B...),
 * empty when the phase is the pool. `figures` holds the sport's tie-break columns by code
 * (FOR, AGAINST, DIFF, SETS_WON, SET_RATIO...).
 */
export const poolStandings = pgTable(
  'pool_standings',
  {
    phaseCode: text('phase_code').notNull(),
    pool: text('pool').notNull(),
    eventCode: text('event_code').notNull(),
    competitorCode: text('competitor_code').notNull(),
    competitorType: text('competitor_type', { enum: COMPETITOR_TYPES }).notNull(),
    delegationCode: text('delegation_code').notNull(),
    rank: smallint('rank'),
    sortOrder: smallint('sort_order').notNull(),
    played: smallint('played').notNull(),
    won: smallint('won').notNull(),
    drawn: smallint('drawn').notNull(),
    lost: smallint('lost').notNull(),
    points: integer('points'),
    figures: jsonb('figures').$type<StandingFigures>().notNull(),
    /** Q qualified by place, q qualified as one of the best of the other places. */
    qualificationMark: text('qualification_mark'),
  },
  (t) => [
    primaryKey({ columns: [t.phaseCode, t.pool, t.competitorCode] }),
    index('pool_standings_event').on(t.eventCode),
  ],
);
