import { DISCIPLINES, FAMILY_NAMES, GIVEN_NAMES, VENUES, type EventTemplate } from './catalog';
import type { DemoGames } from './generate';
import { formatTime } from './plan-ranked';
import type { Random } from './prng';

/** Players on court per team sport, and the positions they are listed with (in order). */
const POSITIONS: Record<string, { starters: number; positions: string[] }> = {
  BKB: { starters: 5, positions: ['PG', 'SG', 'SF', 'PF', 'C'] },
  HBL: { starters: 7, positions: ['GK', 'LW', 'LB', 'CB', 'RB', 'RW', 'P'] },
  VVO: { starters: 6, positions: ['S', 'OH', 'MB', 'OPP', 'OH', 'MB', 'L'] },
  VBV: { starters: 2, positions: ['BL', 'DF'] },
};

const PLACES = ['Budapest', 'Tokyo', 'Eugene', 'Nanjing', 'Buenos Aires', 'Singapore', 'Rome', 'Doha'];
const NOCS = ['USA', 'CHN', 'AUS', 'JAM', 'GBR', 'HUN', 'KEN', 'JPN', 'ITA', 'CAN'];

/**
 * Records for every measurable event (world, games, national) and team rosters for every
 * team sport, added after the games are planned. Some games records fall in finals already
 * decided: the winner holds the record (its result carries the mark) and the old one is kept
 * as the previous record. Team sports get shirt numbers, positions and starters, and a match
 * under way its clock.
 */
export function addRecordsAndRosters(games: DemoGames, random: Random): void {
  games.records = [];
  games.resultRecords = [];
  games.teamRosters = [];
  games.matchClocks = [];
  addRecords(games, random);
  addRosters(games, random);
}

function addRecords(games: DemoGames, random: Random) {
  const records = games.records!;
  const athleteName = new Map(games.athletes.map((a) => [a.code, `${a.givenName} ${a.familyName}`]));
  const teamName = new Map(games.teams.map((t) => [t.code, t.name]));
  const someone = (gender: string) =>
    `${random.pick(GIVEN_NAMES[gender === 'M' || gender === 'W' ? gender : random.pick(['M', 'W'] as const)])} ${random.pick(FAMILY_NAMES)}`;
  const pastDay = (from: number, to: number) =>
    `${random.int(from, to)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
  for (const d of DISCIPLINES)
    for (const template of d.events) {
      const shape = template.shape ?? d.shape;
      if (shape !== 'race' && shape !== 'field') continue;
      const lower = shape === 'race';
      const format = (v: number) => (lower ? formatTime(Math.round(v * 100) / 100) : v.toFixed(2));
      /** A mark `pct` per cent better (positive) or worse than v. */
      const better = (v: number, pct: number) => v * (1 + ((lower ? -1 : 1) * pct) / 100);
      for (const event of games.events.filter((e) => e.disciplineCode === d.code && isOf(e.code, template))) {
        // Catalogue marks are one per event type; women's world-class marks sit about a tenth apart.
        const base = (template.base ?? 10) * (event.gender === 'W' ? (lower ? 1.1 : 0.88) : 1);
        const row = (
          type: string,
          mark: number,
          holder: string,
          noc: string,
          current: boolean,
          years: [number, number],
        ) => ({
          eventCode: event.code,
          disciplineCode: d.code,
          type,
          scope: type === 'NR' ? noc : '',
          mark: format(mark),
          holderCode: null,
          holderName: holder,
          delegationCode: noc,
          setOn: pastDay(...years),
          place: random.pick(PLACES),
          unitCode: null,
          equalled: false,
          current,
          replacedAt: current ? null : new Date(`${years[1] + 1}-01-01T00:00:00Z`),
        });
        const wr = better(base, 12 + random.next() * 3);
        records.push(
          row('WR', better(wr, -0.6), someone(event.gender), random.pick(NOCS), false, [2008, 2014]),
        );
        records.push(row('WR', wr, someone(event.gender), random.pick(NOCS), true, [2016, 2024]));

        // The final, when decided: its winner may break the games record (and the national one).
        const final = games.units.find(
          (u) => u.eventCode === event.code && u.medal && u.resultStatus === 'OFFICIAL',
        );
        const podium = final
          ? games.results
              .filter((r) => r.unitCode === final.code && r.rank !== null && r.result)
              .sort((a, b) => a.rank! - b.rank!)
          : [];
        const winner = podium[0];
        const winning = winner?.result ? markValue(winner.result) : null;
        const oldGr =
          winning !== null ? better(winning, -(0.3 + random.next())) : better(base, 4 + random.next() * 2);
        const breaks = !!final && !!winner && winning !== null && random.next() < 0.4;
        records.push({
          ...row('GR', oldGr, someone(event.gender), random.pick(NOCS), !breaks, [2018, 2022]),
          place: 'Buenos Aires',
        });
        const noc = winner?.delegationCode ?? random.pick(NOCS);
        const oldNr = better(winning ?? base, -(1 + random.next() * 2));
        records.push(row('NR', oldNr, someone(event.gender), noc, !breaks, [2015, 2024]));
        if (!breaks) continue;
        const venue = VENUES.find((v) => v.code === final!.venueCode);
        const name =
          athleteName.get(winner!.competitorCode) ??
          teamName.get(winner!.competitorCode) ??
          winner!.competitorCode;
        const broken = new Date(final!.endAt);
        for (const type of ['GR', 'NR']) {
          records.push({
            eventCode: event.code,
            disciplineCode: d.code,
            type,
            scope: type === 'NR' ? noc : '',
            mark: winner!.result!,
            holderCode: winner!.competitorCode,
            holderName: name,
            delegationCode: noc,
            setOn: final!.logicalDay,
            place: venue ? `${venue.name}, ${venue.city}` : null,
            unitCode: final!.code,
            equalled: false,
            current: true,
            replacedAt: null,
            updatedAt: broken,
          });
          games.resultRecords!.push({
            unitCode: final!.code,
            competitorCode: winner!.competitorCode,
            code: type,
            equalled: false,
          });
        }
        // Personal bests further down the podium.
        for (const r of podium.slice(1, 3))
          if (random.next() < 0.5)
            games.resultRecords!.push({
              unitCode: final!.code,
              competitorCode: r.competitorCode,
              code: 'PB',
              equalled: false,
            });
      }
    }
  // A previous record falls when the new one is set.
  for (const r of records)
    if (!r.current && r.type !== 'WR') {
      const now = records.find(
        (x) =>
          x.current && x.unitCode && x.eventCode === r.eventCode && x.type === r.type && x.scope === r.scope,
      );
      if (now) r.replacedAt = now.updatedAt as Date;
    }
}

/** The event code's type part is the template's id (the RSC pads it with dashes). */
const isOf = (eventCode: string, t: EventTemplate) => eventCode.slice(4, 12) === t.id.padEnd(8, '-');

/** A mark as a number: seconds for times (m:ss.xx, h:mm:ss), metres or points otherwise. */
function markValue(mark: string): number | null {
  const parts = mark.split(':').map(Number);
  if (parts.some((p) => !Number.isFinite(p))) return null;
  return parts.reduce((sum, p) => sum * 60 + p, 0);
}

function addRosters(games: DemoGames, random: Random) {
  const teamEvent = new Map(games.events.map((e) => [e.code, e]));
  const athletesById = new Map(games.athletes.map((a) => [a.id, a]));
  const members = new Map<string, number[]>();
  for (const m of games.teamMembers)
    members.set(m.teamCode, [...(members.get(m.teamCode) ?? []), m.athleteId]);
  for (const team of games.teams) {
    const sport = teamEvent.get(team.eventCode)?.disciplineCode ?? '';
    const rule = POSITIONS[sport];
    if (!rule) continue;
    const three = team.eventCode.slice(4, 7) === '3X3';
    const starters = three ? 3 : rule.starters;
    const ids = members.get(team.code) ?? [];
    const numbers = random
      .shuffle(Array.from({ length: sport === 'VBV' ? 2 : 30 }, (_, i) => i + 1))
      .slice(0, ids.length);
    const list = ids
      .filter((id) => athletesById.has(id))
      .map((athleteId, i) => ({
        unitCode: '',
        teamCode: team.code,
        athleteId,
        shirtNumber: numbers[i] ?? i + 1,
        position: rule.positions[i % rule.positions.length]!,
        starter: i < starters,
        sortOrder: 0,
      }))
      .sort((a, b) => Number(b.starter) - Number(a.starter) || a.shirtNumber - b.shirtNumber);
    list.forEach((p, i) => (p.sortOrder = i + 1));
    games.teamRosters!.push(...list);
  }
  // A basketball or handball match under way shows its clock (time left in the quarter, time played).
  for (const u of games.units)
    if (u.scheduleStatus === 'RUNNING' && (u.disciplineCode === 'BKB' || u.disciplineCode === 'HBL')) {
      const minutes = u.disciplineCode === 'BKB' ? random.int(0, 9) : random.int(5, 58);
      games.matchClocks!.push({
        unitCode: u.code,
        clock: `${String(minutes).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`,
      });
    }
}
