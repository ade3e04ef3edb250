import { afterEach, describe, expect, it } from 'vitest';
import { countryName } from './country-names';
import { competitionDayOf, dayLabels, formatTime, zoneOffsetLabel } from './time';
import { warmFormats } from './warm-formats';

const original = { DateTimeFormat: Intl.DateTimeFormat, DisplayNames: Intl.DisplayNames };

/** Counts the Intl objects of a kind built from now on (the real ones are still built). */
function countBuilt(kind: 'DateTimeFormat' | 'DisplayNames') {
  const count = { built: 0 };
  const Real = original[kind] as unknown as new (...args: unknown[]) => object;
  (Intl as unknown as Record<string, unknown>)[kind] = new Proxy(Real, {
    construct(target, args) {
      count.built++;
      return new target(...args);
    },
  });
  return count;
}

describe('warming the first screen’s formatters', () => {
  afterEach(() => Object.assign(Intl, original));

  it('builds what the render then reuses: no Intl object is built afterwards', async () => {
    await warmFormats('es-ES', 'Asia/Baku');
    const dates = countBuilt('DateTimeFormat');
    const regions = countBuilt('DisplayNames');
    // What a schedule or results screen draws for a reader in Spanish, in the games' time.
    expect(countryName('EGY', 'es-ES')).toBe('Egipto');
    expect(competitionDayOf('2026-07-16T20:30:00Z', 'Asia/Baku')).toBe('2026-07-16');
    expect(formatTime('2026-07-16T05:05:00Z', 'Asia/Baku', 'es-ES')).toBe('09:05');
    expect(zoneOffsetLabel('Asia/Baku', new Date('2026-07-16T05:00:00Z'))).toBe('GMT+4');
    expect(dayLabels('2026-07-16', 'es-ES').long).toMatch(/jueves/);
    expect(dates.built).toBe(0);
    expect(regions.built).toBe(0);
  });

  it('gives the main thread back before each formatter', async () => {
    const regions = countBuilt('DisplayNames');
    const warming = warmFormats('pt-PT', 'America/Sao_Paulo');
    expect(regions.built).toBe(0); // nothing in the task that asked for the warm-up
    await warming;
    expect(regions.built).toBe(1);
  });
});
