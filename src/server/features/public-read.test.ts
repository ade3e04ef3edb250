import { describe, expect, it } from 'vitest';
import { DISCIPLINE_CODES } from '../../shared/domain/disciplines';
import { seededGames } from '../test/seeded-games';

/**
 * The public read API on the seeded youth games, on PGlite and (CI) on PostgreSQL. Expected
 * values are derived from other endpoints or the rules, never copied from an answer.
 */
const { get, json, expect404 } = await seededGames();

type Medal = 'gold' | 'silver' | 'bronze';
interface MedallistsAnswer {
  events: {
    event_code: string;
    discipline: string;
    gender: string;
    medallists: { medal: Medal; competitor: { delegation: string; code: string } }[];
  }[];
}

describe('reference data', () => {
  it('lists the 18 disciplines with names in four languages and a coordinator', async () => {
    const { items } = await json('/api/disciplines');
    expect(items.map((d: { code: string }) => d.code).sort()).toEqual([...DISCIPLINE_CODES].sort());
    for (const d of items) {
      expect(Object.values(d.names).every((n) => typeof n === 'string' && n.length > 0)).toBe(true);
      expect(d.coordinator.contact).toMatch(/@/);
      expect(d.medal_events).toBeGreaterThan(0);
    }
  });

  it('gives the competition with its 10 days, the 03:00 boundary and per-day unit counts', async () => {
    const c = await json('/api/competition');
    expect(c.day_boundary_hour).toBe(3);
    const eventDays = c.days.filter((d: { event_day: boolean }) => d.event_day);
    expect(eventDays).toHaveLength(10);
    const day = eventDays[3];
    const schedule = await json(`/api/schedule/days/${day.day}`);
    expect(schedule.units).toHaveLength(day.units);
    expect(schedule.units.filter((u: { medal: boolean }) => u.medal)).toHaveLength(day.medal_units);
  });

  it("lists a discipline's events with 22-character RSC codes, and answers 404 for an unknown code", async () => {
    const { discipline, events } = await json('/api/disciplines/swm/events');
    expect(discipline.code).toBe('SWM');
    expect(discipline).toMatchObject({ venue_code: 'AQC', venue_name: 'Aquatics Centre' });
    expect(events).toHaveLength(discipline.events);
    for (const e of events) expect(e.code).toMatch(/^SWM[MWX][A-Z0-9-]{18}$/);
    expect404(
      await get('/api/disciplines/XYZ/events', { 'accept-language': 'es' }),
      /Ninguna disciplina.*XYZ/,
    );
    expect((await get('/api/disciplines/12345/events')).statusCode).toBe(400);
  });

  it('lists venues with coordinates and the disciplines they host', async () => {
    const { items } = await json('/api/venues');
    expect(items.length).toBeGreaterThan(5);
    for (const v of items) {
      expect(Math.abs(v.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(v.longitude)).toBeLessThanOrEqual(180);
    }
    const hosted = items.flatMap((v: { disciplines: string[] }) => v.disciplines).sort();
    expect(hosted).toEqual([...DISCIPLINE_CODES].sort());
  });
});

describe('schedule', () => {
  it('gives one day in start order, filtered by discipline and by the medal filter', async () => {
    const { days } = await json('/api/competition');
    const day = days.find((d: { medal_units: number }) => d.medal_units > 5).day;
    const all = await json(`/api/schedule/days/${day}`);
    const starts = all.units.map((u: { start_at: string }) => u.start_at);
    expect(starts).toEqual([...starts].sort());
    expect(all.units.every((u: { logical_day: string }) => u.logical_day === day)).toBe(true);

    const medal = await json(`/api/schedule/days/${day}?filter=medal`);
    expect(medal.units.length).toBeGreaterThan(0);
    expect(medal.units).toEqual(all.units.filter((u: { medal: boolean }) => u.medal));

    const discipline = all.units[0].discipline;
    const one = await json(`/api/schedule/days/${day}?discipline=${discipline}`);
    expect(one.units).toEqual(all.units.filter((u: { discipline: string }) => u.discipline === discipline));
  });

  it('answers 404 for a day outside the games and 400 for a malformed day or filter', async () => {
    expect404(await get('/api/schedule/days/2020-01-01'), /no competition day 2020-01-01/);
    expect((await get('/api/schedule/days/tomorrow')).statusCode).toBe(400);
    const bad = await get('/api/schedule/days/2026-07-12?filter=nonsense', { 'accept-language': 'pt' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.filter).toBeTruthy();
  });

  it("groups a discipline's schedule by day and agrees with the day view", async () => {
    const { days } = await json('/api/schedule/disciplines/ATH');
    expect(days.length).toBeGreaterThan(3);
    const first = days[0];
    const day = await json(`/api/schedule/days/${first.day}?discipline=ATH`);
    expect(first.units.map((u: { code: string }) => u.code)).toEqual(
      day.units.map((u: { code: string }) => u.code),
    );
    expect404(await get('/api/schedule/disciplines/QQQ'), /QQQ/);
  });

  it('builds the grid from the same units, event days only or all days', async () => {
    const { days } = await json('/api/competition');
    const grid = await json('/api/schedule/grid');
    const allDays = await json('/api/schedule/grid?days=all');
    expect(grid.days).toEqual(
      days.filter((d: { event_day: boolean }) => d.event_day).map((d: { day: string }) => d.day),
    );
    expect(allDays.days).toEqual(days.map((d: { day: string }) => d.day));
    expect(allDays.days.length).toBeGreaterThan(grid.days.length);

    const total = (g: typeof grid, day: string) =>
      g.rows.reduce(
        (n: number, r: { cells: { day: string; units: number }[] }) =>
          n + (r.cells.find((c) => c.day === day)?.units ?? 0),
        0,
      );
    for (const d of days.filter((x: { event_day: boolean }) => x.event_day))
      expect(total(grid, d.day), d.day).toBe(d.units);
    const medalGrid = await json('/api/schedule/grid?filter=medal');
    const medalCount = medalGrid.rows.reduce(
      (n: number, r: { cells: { medal_units: number; units: number }[] }) =>
        n + r.cells.reduce((m, c) => m + c.units, 0),
      0,
    );
    expect(medalCount).toBe(days.reduce((n: number, d: { medal_units: number }) => n + d.medal_units, 0));
  });
});

describe('units and classifications', () => {
  async function officialFinal() {
    const { events } = await json<MedallistsAnswer>('/api/medals/events?discipline=SWM');
    const eventCode = events[0]!.event_code;
    const classification = await json(`/api/events/${eventCode}/classification`);
    return { eventCode, classification, medallists: events[0]!.medallists };
  }

  it('gives a unit with its start list and results in sort order', async () => {
    const { days } = await json('/api/competition');
    const eventDay = days.filter((d: { event_day: boolean }) => d.event_day)[2].day;
    const day = await json(`/api/schedule/days/${eventDay}?discipline=SWM`);
    // 50 m races have no intermediate split; longer ones do.
    const unit = day.units.find(
      (u: { result_status: string; event_name: string }) =>
        u.result_status === 'OFFICIAL' && !u.event_name.startsWith('50m'),
    );
    const detail = await json(`/api/units/${unit.code}`);
    // A relay is no match: the day's row names no two sides but every team in start order, and
    // is otherwise the unit itself.
    const { match, entrants, ...summary } = unit;
    expect(match).toBeNull();
    expect(detail.unit).toEqual(summary);
    expect(entrants.map((e: { code: string }) => e.code)).toEqual(
      [...detail.start_list]
        .sort((a: { start_order: number }, b: { start_order: number }) => a.start_order - b.start_order)
        .map((s: { code: string }) => s.code),
    );
    expect(detail.start_list.length).toBeGreaterThan(1);
    expect(detail.results.map((r: { sort_order: number }) => r.sort_order)).toEqual(
      detail.results.map((_: unknown, i: number) => i + 1),
    );
    expect(detail.results[0].time_ms).toBeGreaterThan(0);
    expect(detail.results[0].extras?.splits?.length, unit.code).toBeGreaterThan(0);
    const started = new Set(detail.start_list.map((s: { code: string }) => s.code));
    for (const r of detail.results) expect(started.has(r.competitor.code)).toBe(true);
  });

  it('answers 404 with the code for an unknown unit and 400 for a malformed one', async () => {
    const code = 'SWMM100MFR--D1--------FNL-009900--';
    expect404(await get(`/api/units/${code}`), new RegExp(code));
    const bad = await get('/api/units/short', { 'accept-language': 'az' });
    expect(bad.statusCode).toBe(400);
    expect404(await get('/api/events/SWMM999MFR--D1--------/classification'), /SWMM999MFR/);
  });

  it("ranks an event's classification with the medallists on top", async () => {
    const { classification, medallists } = await officialFinal();
    expect(classification.status).toBe('final');
    const top = classification.rows.slice(0, medallists.length);
    expect(top.map((r: { competitor: { code: string } }) => r.competitor.code).sort()).toEqual(
      medallists.map((m) => m.competitor.code).sort(),
    );
    const ranks = classification.rows
      .map((r: { rank: number | null }) => r.rank)
      .filter((r: number | null) => r !== null);
    expect(ranks).toEqual([...ranks].sort((a: number, b: number) => a - b));
  });
});

describe('medals', () => {
  it('ranks the table by gold, silver, bronze with totals equal to the medals awarded', async () => {
    const { events } = await json<MedallistsAnswer>('/api/medals/events');
    const counted = new Map<string, Record<Medal, number>>();
    for (const e of events)
      for (const m of e.medallists) {
        const row = counted.get(m.competitor.delegation) ?? { gold: 0, silver: 0, bronze: 0 };
        row[m.medal]++;
        counted.set(m.competitor.delegation, row);
      }
    const table = await json('/api/medals');
    expect(table.rows).toHaveLength(counted.size);
    for (const row of table.rows) {
      expect({ gold: row.gold, silver: row.silver, bronze: row.bronze }).toEqual(counted.get(row.delegation));
      expect(row.total).toBe(row.gold + row.silver + row.bronze);
    }
    const sum = (k: Medal) => [...counted.values()].reduce((n, r) => n + r[k], 0);
    expect(table.totals).toEqual({
      gold: sum('gold'),
      silver: sum('silver'),
      bronze: sum('bronze'),
      total: sum('gold') + sum('silver') + sum('bronze'),
    });
    for (let i = 1; i < table.rows.length; i++) {
      const [a, b] = [table.rows[i - 1], table.rows[i]];
      const key = (r: typeof a) => [r.gold, r.silver, r.bronze];
      const cmp = key(b).findIndex((v: number, j: number) => v !== key(a)[j]);
      if (cmp === -1) {
        expect(b.rank, `${a.delegation}/${b.delegation} share a rank`).toBe(a.rank);
        expect(a.name.localeCompare(b.name)).toBeLessThanOrEqual(0);
      } else {
        expect(key(b)[cmp]).toBeLessThan(key(a)[cmp]);
        expect(b.rank).toBe(i + 1);
      }
    }
  });

  it('filters the table by discipline, gender and division consistently with the medallists', async () => {
    for (const query of ['discipline=JUD', 'gender=W', 'gender=X', 'division=1']) {
      const { events } = await json<MedallistsAnswer>(`/api/medals/events?${query}`);
      const table = await json(`/api/medals?${query}`);
      const awarded = events.reduce((n, e) => n + e.medallists.length, 0);
      expect(table.totals.total, query).toBe(awarded);
    }
    const jud = await json<MedallistsAnswer>('/api/medals/events?discipline=JUD');
    for (const e of jud.events) expect(e.medallists.filter((m) => m.medal === 'bronze')).toHaveLength(2);
    expect((await get('/api/medals?division=4')).statusCode).toBe(400);
    expect((await get('/api/medals?gender=Q')).statusCode).toBe(400);
  });
});

describe('participants', () => {
  it('lists 27 delegations whose athlete counts add up to the athletes list', async () => {
    const { items } = await json('/api/delegations');
    expect(items).toHaveLength(27);
    const athletes = await json('/api/athletes?page_size=1');
    expect(items.reduce((n: number, d: { athletes: number }) => n + d.athletes, 0)).toBe(athletes.total);
    const kor = items.find((d: { code: string }) => d.code === 'KOR');
    const korAthletes = await json('/api/athletes?delegation=kor&page_size=1');
    expect(korAthletes.total).toBe(kor.athletes);
  });

  it('pages, searches by name part or BIB and filters athletes', async () => {
    const p1 = await json('/api/athletes?page=1&page_size=20');
    const p2 = await json('/api/athletes?page=2&page_size=20');
    expect(p1.items).toHaveLength(20);
    expect(p1.total).toBeGreaterThan(5_500);
    const ids = new Set(p1.items.map((a: { id: number }) => a.id));
    expect(p2.items.some((a: { id: number }) => ids.has(a.id))).toBe(false);

    const someone = p2.items[3];
    const part = someone.family_name.slice(1, 5).toLowerCase();
    const byName = await json(`/api/athletes?q=${encodeURIComponent(part)}&page_size=200`);
    expect(byName.items.some((a: { id: number }) => a.id === someone.id)).toBe(true);
    for (const a of byName.items) expect(`${a.given_name} ${a.family_name}`.toLowerCase()).toContain(part);

    const byBib = await json(`/api/athletes?q=${someone.bib}`);
    expect(byBib.items.map((a: { id: number }) => a.id)).toContain(someone.id);
    expect(byBib.items[0].bib).toBe(someone.bib);

    const filtered = await json('/api/athletes?gender=W&discipline=JUD&delegation=BRA&page_size=200');
    expect(filtered.total).toBeGreaterThan(0);
    for (const a of filtered.items)
      expect([a.gender, a.discipline, a.delegation]).toEqual(['W', 'JUD', 'BRA']);

    expect((await get('/api/athletes?page_size=5000')).statusCode).toBe(400);
    expect((await get('/api/athletes?page=0')).statusCode).toBe(400);
  });

  it("shows a medallist's profile with age, never the birth date, and the medals of the medallists list", async () => {
    const { events } = await json<MedallistsAnswer>('/api/medals/events?discipline=SWM');
    const gold = events[0]!.medallists.find((m) => m.medal === 'gold')!;
    const id = Number(gold.competitor.code) - 1_000_000;
    const res = await get(`/api/athletes/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/birth/i);
    const profile = res.json();
    expect(profile.age).toBeGreaterThanOrEqual(14);
    expect(profile.age).toBeLessThanOrEqual(18); // youth games: 15 to 18
    expect(profile.medals).toContainEqual(
      expect.objectContaining({ event_code: events[0]!.event_code, medal: 'gold' }),
    );
    expect(profile.events.some((e: { event_code: string }) => e.event_code === events[0]!.event_code)).toBe(
      true,
    );
    expect404(await get('/api/athletes/999999'), /999999/);
    expect((await get('/api/athletes/abc')).statusCode).toBe(400);
  });

  it('lists teams with their members, and one team by code', async () => {
    const { items } = await json('/api/teams?discipline=BKB');
    expect(items.length).toBeGreaterThan(1);
    for (const t of items) expect(t.members.length).toBeGreaterThanOrEqual(5);
    const one = await json(`/api/teams/${items[0].code}`);
    expect(one).toEqual(items[0]);
    expect404(await get('/api/teams/NOPE'), /NOPE/);
  });
});
