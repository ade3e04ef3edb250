import type { InferInsertModel } from 'drizzle-orm';
import type { scheduleItems } from '../db/schema';
import type { DemoGames } from './generate';
import { addDays, localTime } from './dates';
import type { Random } from './prng';

type Item = InferInsertModel<typeof scheduleItems>;

/**
 * The non-competition schedule: ceremonies, arrivals and departures, meetings,
 * technical meetings, training, weigh-ins, broadcasts and medal ceremonies.
 */
export function scheduleItemsFor(games: DemoGames, days: string[], random: Random): Item[] {
  const items: Item[] = [];
  const add = (
    type: string,
    title: string,
    day: string,
    startMin: number,
    durationMin: number,
    extra: Partial<Item> = {},
  ) =>
    items.push({
      type,
      title,
      logicalDay: day,
      startAt: localTime(day, startMin),
      endAt: localTime(day, startMin + durationMin),
      disciplineCode: null,
      venueCode: null,
      ...extra,
    });
  const first = days[0]!;
  const last = days.at(-1)!;
  for (const before of [2, 1]) {
    const day = addDays(first, -before);
    add('arrival', 'Delegations arrive at the athletes village', day, 8 * 60, 10 * 60);
    add('meeting', 'Chefs de mission meeting', day, 11 * 60, 90);
  }
  add('default', 'Athletes village opens', addDays(first, -2), 7 * 60, 30);
  add('opening-ceremony', 'Opening ceremony', first, 20 * 60, 150, { venueCode: 'NST' });
  add('closing-ceremony', 'Closing ceremony', last, 20 * 60, 120, { venueCode: 'NST' });
  add('departure', 'Delegations depart', addDays(last, 1), 7 * 60, 12 * 60);

  for (const d of games.disciplines) {
    const units = games.units.filter((u) => u.disciplineCode === d.code);
    const firstDay = units.reduce((min, u) => (u.logicalDay < min ? u.logicalDay : min), last);
    const dayBefore = days[Math.max(0, days.indexOf(firstDay) - 1)]!;
    add('technical-meeting', `Technical meeting · ${d.names.en}`, dayBefore, 18 * 60, 60, {
      disciplineCode: d.code,
      venueCode: d.venueCode,
    });
    add('training', `Official training · ${d.names.en}`, dayBefore, 8 * 60, 120, {
      disciplineCode: d.code,
      venueCode: d.venueCode,
    });
    if (['JUD', 'TKW', 'WRE'].includes(d.code)) {
      for (const day of new Set(units.map((u) => u.logicalDay)))
        add('weighting', `Weigh-in · ${d.names.en}`, day, 7 * 60, 60, {
          disciplineCode: d.code,
          venueCode: d.venueCode,
        });
    }
  }
  for (const u of games.units) {
    if (!u.medal || (!u.name.startsWith('Gold') && u.name !== 'Final')) continue;
    const start = new Date(u.endAt.getTime() + 20 * 60_000);
    items.push({
      type: 'medal',
      title: `Medal ceremony · ${games.events.find((e) => e.code === u.eventCode)!.name}`,
      logicalDay: u.logicalDay,
      startAt: start,
      endAt: new Date(start.getTime() + 15 * 60_000),
      disciplineCode: u.disciplineCode,
      venueCode: u.venueCode,
    });
    if (random.next() < 0.3)
      items.push({
        type: 'broadcast',
        title: `Live broadcast · ${u.name}`,
        logicalDay: u.logicalDay,
        startAt: u.startAt,
        endAt: u.endAt,
        disciplineCode: u.disciplineCode,
        venueCode: u.venueCode,
      });
  }
  return items;
}
