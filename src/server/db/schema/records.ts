import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Records of an event (world, games, national...): one row per record as it stood. The
 * current one has `current`; when one falls it stays as the previous record with the time it
 * was replaced. A national record names its delegation in `scope` (empty for the others).
 */
export const records = pgTable(
  'records',
  {
    id: serial('id').primaryKey(),
    eventCode: text('event_code').notNull(),
    disciplineCode: text('discipline_code').notNull(),
    /** WR, GR, NR, OR, CR... as the feed names it. */
    type: text('type').notNull(),
    scope: text('scope').notNull().default(''),
    mark: text('mark').notNull(),
    /** The holder's athlete or team code when they compete at these games. */
    holderCode: text('holder_code'),
    holderName: text('holder_name').notNull(),
    delegationCode: text('delegation_code'),
    setOn: date('set_on'),
    place: text('place'),
    /** The unit of these games where it was set, if it was. */
    unitCode: text('unit_code'),
    equalled: boolean('equalled').notNull().default(false),
    current: boolean('current').notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('records_discipline').on(t.disciplineCode, t.eventCode),
    index('records_holder').on(t.holderCode),
  ],
);

/** The record marks a result carries (WR, GR, NR, PB, SB...), as the feed sends them with it. */
export const resultRecords = pgTable(
  'result_records',
  {
    unitCode: text('unit_code').notNull(),
    competitorCode: text('competitor_code').notNull(),
    code: text('code').notNull(),
    equalled: boolean('equalled').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.unitCode, t.competitorCode, t.code] }),
    index('result_records_competitor').on(t.competitorCode),
  ],
);

/**
 * Who plays for a team: for the whole games (`unit_code` empty, from the import) or for one
 * match (from the feed's result), with shirt number, position and whether they start.
 */
export const teamRosters = pgTable(
  'team_rosters',
  {
    unitCode: text('unit_code').notNull().default(''),
    teamCode: text('team_code').notNull(),
    athleteId: integer('athlete_id').notNull(),
    shirtNumber: smallint('shirt_number'),
    position: text('position'),
    starter: boolean('starter').notNull().default(false),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.unitCode, t.teamCode, t.athleteId] }),
    index('team_rosters_team').on(t.teamCode),
  ],
);

/** A match's clock as the feed last sent it (e.g. 05:32 left in the period). */
export const matchClocks = pgTable('match_clocks', {
  unitCode: text('unit_code').primaryKey(),
  clock: text('clock').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
