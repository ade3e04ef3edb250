import { countryName } from './country-names';
import { calendarDay, competitionDayOf, dayLabels, formatTime, zoneOffsetLabel } from './time';
import { yieldToMain } from './yield-to-main';

/**
 * Builds the Intl formatters a first screen uses, one per task, while the page's data is on
 * the network. A formatter's first use loads the platform's data for its kind, language or
 * zone (region names, a zone's rules, a date pattern): a few milliseconds each on a cheap
 * phone, which all fell inside the page's first render, its longest task. Each formatter is
 * kept where it is used, so these calls build the very objects the render then reuses.
 */
export async function warmFormats(locale: string, zone: string): Promise<void> {
  const now = new Date();
  const steps = [
    () => countryName('USA', locale),
    () => competitionDayOf(now, zone),
    () => formatTime(now, zone, locale),
    () => zoneOffsetLabel(zone, now),
    () => dayLabels(calendarDay(now, zone), locale),
  ];
  for (const step of steps) {
    await yieldToMain();
    step();
  }
}
