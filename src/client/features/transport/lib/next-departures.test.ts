import { describe, expect, it } from 'vitest';
import { countdown } from './countdown';
import { nextDepartures, zonedInstant } from './next-departures';

const line = {
  stops: [{ offset_min: 0 }, { offset_min: 12 }, { offset_min: 25 }],
  departures: ['06:30', '07:00', '18:20', '18:40', '23:50'],
};
const BAKU = 'Asia/Baku';
const iso = (ms: number) => new Date(ms).toISOString();

describe('zonedInstant', () => {
  it('reads a wall-clock time in the games’ zone, whatever zone the browser is in', () => {
    expect(iso(zonedInstant('2026-07-16', '18:30', BAKU))).toBe('2026-07-16T14:30:00.000Z');
    expect(iso(zonedInstant('2026-07-16', '18:30', 'America/Sao_Paulo'))).toBe('2026-07-16T21:30:00.000Z');
  });

  it('follows daylight saving time', () => {
    expect(iso(zonedInstant('2026-01-15', '12:00', 'Europe/Madrid'))).toBe('2026-01-15T11:00:00.000Z');
    expect(iso(zonedInstant('2026-07-15', '12:00', 'Europe/Madrid'))).toBe('2026-07-15T10:00:00.000Z');
  });
});

describe('nextDepartures', () => {
  const now = Date.parse('2026-07-16T14:30:00Z'); // 18:30 in Baku

  it('lists the next departures from a stop: the first-stop time plus the stop’s offset', () => {
    // From the second stop (12 min): 18:20 → 18:32, 18:40 → 18:52, 23:50 → 00:02, then 06:42 tomorrow.
    expect(nextDepartures(line, 1, now, BAKU).map(iso)).toEqual([
      '2026-07-16T14:32:00.000Z',
      '2026-07-16T14:52:00.000Z',
      '2026-07-16T20:02:00.000Z',
      '2026-07-17T02:42:00.000Z',
    ]);
  });

  it('keeps yesterday’s late bus, still on its way after midnight', () => {
    const justAfterMidnight = Date.parse('2026-07-16T20:05:00Z'); // 00:05 in Baku, the 17th
    expect(iso(nextDepartures(line, 2, justAfterMidnight, BAKU, 1)[0]!)).toBe('2026-07-16T20:15:00.000Z');
  });

  it('never lists a bus that has already left', () => {
    expect(nextDepartures(line, 0, now, BAKU).every((t) => t >= now)).toBe(true);
  });
});

describe('countdown', () => {
  const at = Date.parse('2026-07-16T14:40:00Z');
  it('says now, ticks in the last ten minutes, then counts minutes and hours', () => {
    expect(countdown(at, at - 20_000)).toEqual({ kind: 'now' });
    expect(countdown(at, at - 372_000)).toEqual({ kind: 'seconds', text: '6:12' });
    expect(countdown(at, at - 25 * 60_000)).toEqual({ kind: 'minutes', minutes: 25 });
    expect(countdown(at, at - 135 * 60_000)).toEqual({ kind: 'hours', hours: 2, minutes: 15 });
  });
});
