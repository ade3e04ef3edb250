import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { FALLBACK_LOCALE, type LocaleTag } from '../../shared/domain/locales';
import { nameIn } from './names';
import type { LocalizedNames, LocalizedText } from '../../shared/contracts/common';
import type { UnitSummary } from '../../shared/contracts/schedule';
import type { ResultStatus, ScheduleStatus } from '../../shared/domain/statuses';
import { athletes, events, teams, units, venues } from '../db/schema';
import { venueNamesSql } from './venue-names';

/** An event's name and its translations, which `nameIn` picks from for the reader (join events). */
export const eventNameColumns = { eventName: events.name, eventNames: events.names };

/**
 * Row shapes that several public features read (schedule, results, participants),
 * kept here because a feature may not import another feature's internals.
 */
export const unitSummaryColumns = {
  code: units.code,
  eventCode: units.eventCode,
  disciplineCode: units.disciplineCode,
  name: units.name,
  names: units.names,
  ...eventNameColumns,
  startAt: units.startAt,
  endAt: units.endAt,
  logicalDay: units.logicalDay,
  venueCode: units.venueCode,
  venueName: venueNamesSql,
  location: units.location,
  scheduleStatus: units.scheduleStatus,
  resultStatus: units.resultStatus,
  medal: units.medal,
  startText: units.startText,
  updatedAt: units.updatedAt,
};

/** Units with their event and venue, as unit summaries: the caller adds its filter and order. */
export function selectUnitSummaries(db: Db) {
  return db
    .select(unitSummaryColumns)
    .from(units)
    .innerJoin(events, eq(events.code, units.eventCode))
    .leftJoin(venues, eq(venues.code, units.venueCode));
}

interface UnitRow {
  code: string;
  eventCode: string;
  disciplineCode: string;
  name: string;
  names: LocalizedNames;
  eventName: string;
  eventNames: LocalizedNames;
  startAt: Date;
  endAt: Date;
  logicalDay: string;
  venueCode: string;
  venueName: LocalizedText | null;
  location: string;
  scheduleStatus: string;
  resultStatus: string;
  medal: boolean;
  startText: string | null;
  updatedAt: Date;
}

/** A unit as the API gives it, its event named in the reader's language. */
export function toUnitSummary(r: UnitRow, locale: LocaleTag = FALLBACK_LOCALE): UnitSummary {
  return {
    code: r.code,
    event_code: r.eventCode,
    discipline: r.disciplineCode,
    name: r.name,
    names: r.names,
    event_name: nameIn(locale, r.eventName, r.eventNames),
    start_at: r.startAt.toISOString(),
    end_at: r.endAt.toISOString(),
    logical_day: r.logicalDay,
    venue_code: r.venueCode,
    venue_name: r.venueName,
    location: r.location,
    schedule_status: r.scheduleStatus as ScheduleStatus,
    result_status: r.resultStatus as ResultStatus,
    medal: r.medal,
    start_text: r.startText,
    updated_at: r.updatedAt.toISOString(),
  };
}

/** A competitor's display name and BIB: the athlete's or the team's (join athletes and teams on the code). */
export const competitorName = sql<string>`coalesce(${athletes.givenName} || ' ' || ${athletes.familyName}, ${teams.name}, '')`;

export function toCompetitor(r: {
  competitorCode: string;
  competitorType: string;
  delegationCode: string;
  competitorName: string;
  bib: string | null;
}) {
  return {
    code: r.competitorCode,
    type: r.competitorType,
    name: r.competitorName,
    delegation: r.delegationCode,
    bib: r.bib,
  };
}
