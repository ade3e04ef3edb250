import { describe, expect, it } from 'vitest';
import { scheduleToday } from './schedule-today';

// The demo games: ten days from 2026-07-10, the first and last without competition.
const days = Array.from({ length: 10 }, (_, i) => ({
  day: `2026-07-${String(10 + i).padStart(2, '0')}`,
  event_day: i > 0 && i < 9,
}));

describe('scheduleToday', () => {
  it('opens on today during the games and marks it', () => {
    expect(scheduleToday(days, new Date('2026-07-16T14:30:00Z'), 'Asia/Baku')).toEqual({
      today: '2026-07-16',
      day: '2026-07-16',
    });
  });

  it('opens on the first event day before the games, with no day marked', () => {
    expect(scheduleToday(days, new Date('2026-07-01T10:00:00Z'), 'Asia/Baku')).toEqual({
      today: undefined,
      day: '2026-07-11',
    });
  });

  it('opens on the last event day after the games, with no day marked', () => {
    expect(scheduleToday(days, new Date('2026-08-01T10:00:00Z'), 'Asia/Baku')).toEqual({
      today: undefined,
      day: '2026-07-18',
    });
  });

  it('counts a night session before 03:00 to the evening before', () => {
    // 01:30 on the 17th in Baku.
    expect(scheduleToday(days, new Date('2026-07-16T21:30:00Z'), 'Asia/Baku').today).toBe('2026-07-16');
  });

  it('takes today in the zone the times are shown in', () => {
    // 02:00 on the 16th in Baku is still the 15th there, but 10:00 of the 16th in Tokyo...
    const now = new Date('2026-07-15T22:30:00Z');
    expect(scheduleToday(days, now, 'Asia/Baku').today).toBe('2026-07-15');
    expect(scheduleToday(days, now, 'Asia/Tokyo').today).toBe('2026-07-16');
    // ...and 15:30 of the 15th in Los Angeles.
    expect(scheduleToday(days, now, 'America/Los_Angeles').today).toBe('2026-07-15');
  });
});
