import ical, { ICalEventStatus } from 'ical-generator';
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import type { LocaleTag } from '../../../shared/domain/locales';
import { languageOf, nameIn } from '../../competition/names';
import type { FeedUnit } from './queries';
import { feedText, statusNote } from './texts';

export interface FeedOptions {
  /** The calendar's name as a calendar app lists it. */
  name: string;
  /** The games' code: part of every event's UID, so an event keeps its UID in every feed. */
  games: string;
  timeZone: string;
  /** The app's public address: each event links back to its unit there. */
  publicUrl: string;
  locale: LocaleTag;
}

const STATUS: Record<string, ICalEventStatus> = {
  CANCELLED: ICalEventStatus.CANCELLED,
  POSTPONED: ICalEventStatus.TENTATIVE,
};

/**
 * An RFC 5545 calendar of units. Start and end are written in the games' zone (TZID, with its
 * VTIMEZONE); SEQUENCE is the unit's change counter, so a moved unit replaces the old copy in
 * a subscriber's calendar; every stamp comes from the data, so the same data gives the same
 * bytes (and the same ETag).
 */
export function unitsCalendar(rows: FeedUnit[], o: FeedOptions): string {
  const cal = ical({
    name: o.name,
    prodId: { company: 'games-companion', product: o.games, language: languageOf(o.locale).toUpperCase() },
  });
  cal.x([{ key: 'X-WR-TIMEZONE', value: o.timeZone }]);
  // A calendar app refreshing a subscription every hour is what these feeds expect.
  cal.ttl(60 * 60);
  for (const u of rows) {
    const event = nameIn(o.locale, u.eventName, u.eventNames);
    const unit = nameIn(o.locale, u.name, u.names);
    const note = statusNote(u.scheduleStatus, o.locale);
    const venue = u.venueName?.[languageOf(o.locale)] ?? u.venueCode;
    const url = `${o.publicUrl}/discipline/${u.disciplineCode}/results/${u.code}`;
    cal.createEvent({
      id: `${u.code}@${o.games.toLowerCase()}.games-companion`,
      sequence: u.version,
      start: new TZDate(u.startAt, o.timeZone),
      end: new TZDate(u.endAt, o.timeZone),
      timezone: o.timeZone,
      stamp: u.updatedAt,
      lastModified: u.updatedAt,
      summary: `${note ? `${note}: ` : ''}${event} – ${unit}`,
      description: [
        u.medal ? feedText('medal', o.locale) : null,
        `${feedText('openInApp', o.locale)}: ${url}`,
      ]
        .filter(Boolean)
        .join('\n'),
      location: {
        title: u.location && u.location !== venue ? `${venue} (${u.location})` : venue,
        address: [u.venueAddress, u.venueCity].filter(Boolean).join(', ') || undefined,
        ...(u.latitude != null && u.longitude != null ? { geo: { lat: u.latitude, lon: u.longitude } } : {}),
      },
      url,
      status: STATUS[u.scheduleStatus] ?? ICalEventStatus.CONFIRMED,
    });
  }
  // The zone's definition, which every TZID must have (the library writes it only for a
  // calendar-wide zone, and that one would write DTSTAMP in local time, which RFC 5545 forbids).
  const zone = getVtimezoneComponent(o.timeZone);
  const text = cal.toString();
  if (!zone || rows.length === 0) return text;
  const at = text.indexOf('BEGIN:VEVENT');
  return `${text.slice(0, at)}${zone.replace(/\r?\n/g, '\r\n').replace(/(\r\n)?$/, '\r\n')}${text.slice(at)}`;
}
