import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  competitionDayOf,
  dayShift,
  defaultDay,
  displayZone,
  formatAgo,
  formatDay,
  formatDuration,
  formatTime,
  secondsSince,
  zoneCity,
  zoneOffsetLabel,
} from './time';

describe('time zones', () => {
  it('shows the games zone for "event" and the browser zone otherwise (default local)', () => {
    expect(displayZone('event', 'Asia/Baku', 'Europe/Lisbon')).toBe('Asia/Baku');
    expect(displayZone('local', 'Asia/Baku', 'Europe/Lisbon')).toBe('Europe/Lisbon');
  });

  it('formats one instant in each zone with a 24-hour clock', () => {
    const iso = '2026-07-16T05:00:00.000Z';
    expect(formatTime(iso, 'Asia/Baku')).toBe('09:00');
    expect(formatTime(iso, 'Europe/Lisbon')).toBe('06:00');
    expect(formatTime(iso, 'America/Sao_Paulo')).toBe('02:00');
    expect(formatTime(iso, 'UTC')).toBe('05:00');
  });

  it('names the zone by its offset and its city', () => {
    expect(zoneOffsetLabel('Asia/Baku', new Date('2026-07-16T05:00:00Z'))).toBe('GMT+4');
    expect(zoneOffsetLabel('Europe/Lisbon', new Date('2026-07-16T05:00:00Z'))).toBe('GMT+1');
    expect(zoneOffsetLabel('Europe/Lisbon', new Date('2026-01-16T05:00:00Z'))).toBe('GMT');
    expect(zoneCity('America/Sao_Paulo')).toBe('Sao Paulo');
  });

  it('gives the calendar day of an instant in a zone', () => {
    expect(calendarDay('2026-07-16T21:30:00Z', 'Asia/Baku')).toBe('2026-07-17');
    expect(calendarDay('2026-07-16T21:30:00Z', 'UTC')).toBe('2026-07-16');
  });
});

describe('competition day boundary (03:00 venue time)', () => {
  it('counts 00:00-02:59 as the day before and 03:00 as the new day', () => {
    // 02:59 and 03:00 in Baku (UTC+4)
    expect(competitionDayOf('2026-07-16T22:59:00Z', 'Asia/Baku')).toBe('2026-07-16');
    expect(competitionDayOf('2026-07-16T23:00:00Z', 'Asia/Baku')).toBe('2026-07-17');
    expect(competitionDayOf('2026-07-16T20:30:00Z', 'Asia/Baku')).toBe('2026-07-16');
    expect(competitionDayOf('2026-07-16T19:59:00Z', 'Asia/Baku')).toBe('2026-07-16');
  });

  it('honours another boundary hour', () => {
    expect(competitionDayOf('2026-07-16T23:30:00Z', 'Asia/Baku', 5)).toBe('2026-07-16');
  });

  it('marks a time that falls on the next (or previous) calendar day where it is shown', () => {
    // 00:30 in Baku on the 17th belongs to the 16th's session
    const late = '2026-07-16T20:30:00Z';
    expect(dayShift(late, '2026-07-16', 'Asia/Baku')).toBe(1);
    expect(dayShift(late, '2026-07-16', 'UTC')).toBe(0);
    expect(dayShift('2026-07-16T02:00:00Z', '2026-07-16', 'America/Sao_Paulo')).toBe(-1);
  });

  it('opens today during the games, the first event day before them, the last after', () => {
    const days = [
      { day: '2026-07-08', event_day: false },
      { day: '2026-07-10', event_day: true },
      { day: '2026-07-19', event_day: true },
      { day: '2026-07-20', event_day: false },
    ];
    expect(defaultDay(days, new Date('2026-07-19T10:00:00Z'), 'Asia/Baku')).toBe('2026-07-19');
    // 01:00 on the 20th in Baku is still the 19th's competition day
    expect(defaultDay(days, new Date('2026-07-19T21:00:00Z'), 'Asia/Baku')).toBe('2026-07-19');
    expect(defaultDay(days, new Date('2026-01-01T10:00:00Z'), 'Asia/Baku')).toBe('2026-07-10');
    expect(defaultDay(days, new Date('2027-01-01T10:00:00Z'), 'Asia/Baku')).toBe('2026-07-19');
    expect(defaultDay([], new Date(), 'UTC')).toBeUndefined();
  });
});

describe('labels', () => {
  it('formats days in the interface language', () => {
    expect(formatDay('2026-07-16')).toBe('Thu, Jul 16');
    expect(formatDay('2026-07-16', 'pt-PT')).toMatch(/16/);
  });

  it('says how long ago data changed', () => {
    expect(secondsSince('2026-07-16T10:00:00Z', Date.parse('2026-07-16T10:00:12Z'))).toBe(12);
    expect(secondsSince('2026-07-16T10:00:12Z', Date.parse('2026-07-16T10:00:00Z'))).toBe(0);
    const texts = (key: string, count: number) => `${key}:${count}`;
    expect(formatAgo(12, texts)).toBe('seconds:12');
    expect(formatAgo(180, texts)).toBe('minutes:3');
    expect(formatAgo(7200, texts)).toBe('hours:2');
    expect(formatAgo(3 * 86_400, texts)).toBe('days:3');
  });

  it('never counts backwards: a time ahead of the clock, or a few seconds, is "just now"', () => {
    const texts = (key: string, count: number) => `${key}:${count}`;
    // The server's clock 24 s ahead of the phone's: the change happened "in 24 s".
    const skewed = secondsSince('2026-07-16T10:00:24Z', Date.parse('2026-07-16T10:00:00Z'));
    expect(formatAgo(skewed, texts)).toBe('now:0');
    expect(formatAgo(-24, texts)).toBe('now:0');
    expect(formatAgo(Number.NaN, texts)).toBe('now:0');
    expect(formatAgo(4, texts)).toBe('now:0');
    expect(formatAgo(5, texts)).toBe('seconds:5');
  });

  it('formats race times', () => {
    expect(formatDuration(9870)).toBe('9.87');
    expect(formatDuration(122730)).toBe('2:02.73');
    expect(formatDuration(3723400)).toBe('1:02:03.40');
  });
});
