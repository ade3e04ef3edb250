import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropAzerbaijaniDateData } from './without-azerbaijani-dates';

const PlatformDateTimeFormat = Intl.DateTimeFormat;

/** time.ts on a platform without Azerbaijani date data (see dropAzerbaijaniDateData). */
async function timeWithoutAzerbaijaniData() {
  dropAzerbaijaniDateData();
  vi.resetModules();
  return import('./time');
}

describe('dates as each language writes them', () => {
  afterEach(() => {
    Intl.DateTimeFormat = PlatformDateTimeFormat;
  });

  it('writes Portuguese and Spanish weekdays and months in lower case', async () => {
    const { formatDay, formatDayTitle } = await import('./time');
    expect(formatDay('2026-07-16', 'pt-PT', 'long')).toBe('quinta-feira, 16 de julho');
    expect(formatDay('2026-07-16', 'es-ES', 'long')).toBe('jueves, 16 de julio');
    // A heading starts a sentence: only its first letter is capitalised.
    expect(formatDayTitle('2026-07-16', 'pt-PT')).toBe('Quinta-feira, 16 de julho');
    expect(formatDayTitle('2026-07-16', 'es-ES')).toBe('Jueves, 16 de julio');
    expect(formatDayTitle('2026-07-16', 'en-US')).toBe('Thursday, July 16');
  });

  it('uses the shipped Azerbaijani names where the platform lacks them', async () => {
    const { formatDate, formatDay, formatDayTitle } = await timeWithoutAzerbaijaniData();
    expect(formatDay('2026-07-19', 'az-AZ', 'long')).toBe('19 iyul, bazar');
    expect(formatDay('2026-07-16', 'az-AZ')).toBe('16 iyl, C.a.');
    expect(formatDayTitle('2026-07-14', 'az-AZ')).toBe('14 iyul, çərşənbə axşamı');
    expect(formatDate('2026-07-19T12:00:00Z', 'az-AZ', { weekday: 'short', timeZone: 'UTC' })).toBe('B.');
    expect(formatDate('2026-07-19T12:00:00Z', 'az-AZ', { month: 'short', timeZone: 'UTC' })).toBe('iyl');
    // The games' zone decides the day and the hour: 22:30 UTC is already the 20th in Baku.
    expect(
      formatDate('2026-07-19T22:30:00Z', 'az-AZ', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Baku',
      }),
    ).toBe('20 iyl 2026, 02:30');
    expect(formatDate('2026-02-03T08:05:09Z', 'az-AZ', { dateStyle: 'short', timeStyle: 'medium' })).toBe(
      '03.02.26, 08:05:09',
    );
    // Other languages still come from the platform.
    expect(formatDay('2026-07-16', 'pt-PT', 'long')).toBe('quinta-feira, 16 de julho');
  });

  it('agrees with the platform where the platform has Azerbaijani', async () => {
    const own = await timeWithoutAzerbaijaniData();
    const options: Intl.DateTimeFormatOptions[] = [
      { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' },
      { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' },
      { dateStyle: 'long', timeZone: 'UTC' },
    ];
    for (let month = 0; month < 12; month++) {
      const at = Date.UTC(2026, month, 3 + month);
      for (const o of options)
        expect(own.formatDate(at, 'az-AZ', o)).toBe(new PlatformDateTimeFormat('az-AZ', o).format(at));
    }
  });
});
