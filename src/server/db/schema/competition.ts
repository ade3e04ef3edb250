import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { foldSql } from '../search-fold';
import type { LocalizedNames, LocalizedText } from '../../../shared/contracts/common';
import type { ResultExtras } from '../../../shared/contracts/results';
import { COMPETITOR_TYPES, MEDAL_KINDS } from '../../../shared/domain/medals';

/** Change version per topic (medals, unit:<code>, schedule, ...): the ETag of every public read. */
export const dataVersions = pgTable('data_versions', {
  topic: text('topic').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

export const competitions = pgTable('competitions', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  startsOn: date('starts_on').notNull(),
  endsOn: date('ends_on').notNull(),
  timeZone: text('time_zone').notNull(),
  /** A competition day ends at this hour, venue time (units after midnight belong to the previous day). */
  dayBoundaryHour: smallint('day_boundary_hour').notNull().default(3),
});

export const venues = pgTable('venues', {
  code: text('code').primaryKey(),
  /** The English name (what feeds and imports send). */
  name: text('name').notNull(),
  /** The name in the other interface languages the organisers gave; a missing one reads as `name`. */
  names: jsonb('names').$type<LocalizedNames>().notNull().default({}),
  city: text('city').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  /** The street address and the photo (a stored, re-encoded image) the organisers gave. */
  address: text('address'),
  imageId: uuid('image_id'),
});

export const disciplines = pgTable('disciplines', {
  code: text('code').primaryKey(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
  coordinatorName: text('coordinator_name').notNull(),
  coordinatorContact: text('coordinator_contact').notNull(),
  venueCode: text('venue_code').notNull(),
});

export const events = pgTable(
  'events',
  {
    code: text('code').primaryKey(), // 22-character RSC event code
    disciplineCode: text('discipline_code').notNull(),
    gender: text('gender').notNull(), // M | W | X
    name: text('name').notNull(),
    /** The name in the other interface languages (`name` is the English one); a missing one falls back to it. */
    names: jsonb('names').$type<LocalizedNames>().notNull().default({}),
    division: smallint('division').notNull(), // 1 | 2 | 3, carried in the event modifier
    medalEvent: boolean('medal_event').notNull().default(true),
    team: boolean('team').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('events_discipline').on(t.disciplineCode)],
);

export const phases = pgTable('phases', {
  code: text('code').primaryKey(), // 26 characters
  eventCode: text('event_code').notNull(),
  name: text('name').notNull(),
  /** The name in the other interface languages; without them the phase code's common name is used. */
  names: jsonb('names').$type<LocalizedNames>().notNull().default({}),
  sortOrder: integer('sort_order').notNull(),
});

export const units = pgTable(
  'units',
  {
    code: text('code').primaryKey(), // 34-character RSC
    eventCode: text('event_code').notNull(),
    phaseCode: text('phase_code').notNull(),
    disciplineCode: text('discipline_code').notNull(),
    name: text('name').notNull(),
    /** The name per interface language when the feed sends several (`name` is the English one). */
    names: jsonb('names').$type<LocalizedNames>().notNull().default({}),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    logicalDay: date('logical_day').notNull(),
    venueCode: text('venue_code').notNull(),
    location: text('location').notNull(),
    scheduleStatus: text('schedule_status').notNull(),
    resultStatus: text('result_status').notNull(),
    medal: boolean('medal').notNull(),
    startText: text('start_text'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('units_day').on(t.logicalDay, t.startAt),
    index('units_discipline').on(t.disciplineCode, t.startAt),
    index('units_event').on(t.eventCode),
  ],
);

/** Non-competition items of the schedule (ceremonies, meetings, training, arrivals...). */
export const scheduleItems = pgTable(
  'schedule_items',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    disciplineCode: text('discipline_code'),
    venueCode: text('venue_code'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    logicalDay: date('logical_day').notNull(),
  },
  (t) => [index('schedule_items_day').on(t.logicalDay)],
);

export const delegations = pgTable('delegations', {
  code: text('code').primaryKey(), // NOC code
  name: text('name').notNull(),
});

export const athletes = pgTable(
  'athletes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    bib: text('bib').notNull(),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    gender: text('gender').notNull(),
    delegationCode: text('delegation_code').notNull(),
    disciplineCode: text('discipline_code').notNull(),
    birthDate: date('birth_date').notNull(),
    heightCm: smallint('height_cm'),
    weightKg: smallint('weight_kg'),
    institution: text('institution'),
    photoUrl: text('photo_url'),
    /** The delegation agreed the photo may be public; an athlete under 18 without it shows none. */
    photoConsent: boolean('photo_consent').notNull().default(false),
    /** BIB and names folded for search (case and accents away), kept in step by the database itself. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql.raw(foldSql(`bib || ' ' || given_name || ' ' || family_name`))),
  },
  (t) => [
    index('athletes_delegation').on(t.delegationCode),
    index('athletes_discipline').on(t.disciplineCode),
    index('athletes_family').on(t.familyName, t.givenName),
  ],
);

export const teams = pgTable(
  'teams',
  {
    code: text('code').primaryKey(),
    eventCode: text('event_code').notNull(),
    delegationCode: text('delegation_code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [index('teams_event').on(t.eventCode)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    teamCode: text('team_code').notNull(),
    athleteId: integer('athlete_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamCode, t.athleteId] }), index('team_members_athlete').on(t.athleteId)],
);

/** Who competes in a unit: an athlete (type A) or a team (type T). */
export const startList = pgTable(
  'start_list',
  {
    unitCode: text('unit_code').notNull(),
    competitorCode: text('competitor_code').notNull(),
    competitorType: text('competitor_type', { enum: COMPETITOR_TYPES }).notNull(),
    delegationCode: text('delegation_code').notNull(),
    startOrder: smallint('start_order').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.unitCode, t.competitorCode] }),
    index('start_list_competitor').on(t.competitorCode),
  ],
);

export const results = pgTable(
  'results',
  {
    unitCode: text('unit_code').notNull(),
    competitorCode: text('competitor_code').notNull(),
    competitorType: text('competitor_type', { enum: COMPETITOR_TYPES }).notNull(),
    delegationCode: text('delegation_code').notNull(),
    rank: smallint('rank'),
    sortOrder: smallint('sort_order').notNull(),
    result: text('result'),
    timeMs: integer('time_ms'),
    difference: text('difference'),
    wind: doublePrecision('wind'),
    reactionTime: doublePrecision('reaction_time'),
    qualificationMark: text('qualification_mark'),
    points: doublePrecision('points'),
    penalties: doublePrecision('penalties'),
    score: text('score'),
    irm: text('irm'),
    extras: jsonb('extras').$type<ResultExtras>(),
  },
  (t) => [
    primaryKey({ columns: [t.unitCode, t.competitorCode] }),
    index('results_competitor').on(t.competitorCode),
  ],
);

export const medals = pgTable(
  'medals',
  {
    eventCode: text('event_code').notNull(),
    medal: text('medal', { enum: MEDAL_KINDS }).notNull(),
    competitorCode: text('competitor_code').notNull(),
    competitorType: text('competitor_type', { enum: COMPETITOR_TYPES }).notNull(),
    delegationCode: text('delegation_code').notNull(),
    unitCode: text('unit_code').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventCode, t.competitorCode] }),
    index('medals_delegation').on(t.delegationCode),
  ],
);

/** The events an athlete is entered in (kept by the spreadsheet import; ODF start lists do not need it). */
export const athleteEntries = pgTable(
  'athlete_entries',
  {
    athleteId: integer('athlete_id').notNull(),
    eventCode: text('event_code').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.athleteId, t.eventCode] }),
    index('athlete_entries_event').on(t.eventCode),
  ],
);
