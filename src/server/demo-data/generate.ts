import type { InferInsertModel } from 'drizzle-orm';
import type * as schema from '../db/schema';
import { NOC_TO_ISO2 } from '../../shared/domain/noc-codes';
import { buildRsc } from '../../shared/domain/rsc';
import {
  DISCIPLINES,
  FAMILY_NAMES,
  GIVEN_NAMES,
  VENUES,
  YOUTH_DELEGATIONS,
  type DisciplineTemplate,
  type Shape,
} from './catalog';
import { planDuels } from './plan-duels';
import { planRanked } from './plan-ranked';
import type { Entry, PlannedUnitSpec } from './plan-types';
import { createRandom, type Random } from './prng';
import { applyStatuses, type PlannedUnit } from './statuses';
import { addDays, localTime } from './dates';
import { scheduleItemsFor } from './schedule-items';
import { demoUnitNames } from './unit-names';
import { DEMO_VENUE_NAMES } from './venue-names';
import { addRecordsAndRosters } from './records-rosters';
import { demoEventNames } from './event-names';
import { commonPhaseNames } from '../competition/names';
import { addDraws } from './draws';

type Insert<T extends keyof typeof schema> = (typeof schema)[T] extends Parameters<
  typeof import('drizzle-orm').getTableName
>[0]
  ? InferInsertModel<(typeof schema)[T]>
  : never;

/** The two sizes: a youth games and a full Olympic-size programme (for the benchmarks). */
export const SIZES = {
  youth: {
    delegations: YOUTH_DELEGATIONS,
    days: 10,
    startDate: '2026-07-10',
    divisions: [1],
    /** Second and third divisions of one sport, so the medal table's division tabs have rows. */
    lowerDivisions: { ARC: [2, 3] },
    race: 40,
    field: 32,
    score: 32,
    duel: 16,
    teams: 8,
    ages: [15, 18],
  },
  olympic: {
    delegations: Object.keys(NOC_TO_ISO2),
    days: 16,
    startDate: '2026-07-24',
    divisions: [1, 2],
    lowerDivisions: {},
    race: 24,
    field: 24,
    score: 24,
    duel: 32,
    teams: 8,
    ages: [18, 34],
  },
} as const;
export type GamesSize = keyof typeof SIZES;

export const TIME_ZONE = 'Asia/Baku';

export interface DemoGames {
  competition: Insert<'competitions'>;
  venues: Insert<'venues'>[];
  disciplines: Insert<'disciplines'>[];
  delegations: Insert<'delegations'>[];
  events: Insert<'events'>[];
  phases: Insert<'phases'>[];
  units: Insert<'units'>[];
  scheduleItems: Insert<'scheduleItems'>[];
  athletes: (Insert<'athletes'> & { id: number })[];
  teams: Insert<'teams'>[];
  teamMembers: Insert<'teamMembers'>[];
  startList: Insert<'startList'>[];
  results: Insert<'results'>[];
  medals: Insert<'medals'>[];
  /** Knockout brackets and pool tables (draws.ts). */
  bracketMatches?: Insert<'bracketMatches'>[];
  poolStandings?: Insert<'poolStandings'>[];
  /** Records, result record marks, team rosters, match clocks (records-rosters.ts). */
  records?: Insert<'records'>[];
  resultRecords?: Insert<'resultRecords'>[];
  teamRosters?: Insert<'teamRosters'>[];
  matchClocks?: Insert<'matchClocks'>[];
  /** The demo's "now": every status is what it would be at this moment of the games. */
  now: Date;
}

/** Deterministic demo games: the same size and seed always give the same rows. */
export function generateGames(size: GamesSize, seed: number): DemoGames {
  const cfg = SIZES[size];
  const random = createRandom(seed);
  const days = Array.from({ length: cfg.days }, (_, i) => addDays(cfg.startDate, i));
  const now = localTime(days[Math.floor(cfg.days * 0.6)]!, 18 * 60 + 30);
  const regionName = new Intl.DisplayNames(['en'], { type: 'region' });

  const games: DemoGames = {
    competition: {
      code: size === 'youth' ? 'YG2026' : 'OG2026',
      name: size === 'youth' ? 'Youth Games 2026' : 'Summer Games 2026',
      // Delegations arrive two days before the first competition and leave the day after the last.
      startsOn: addDays(days[0]!, -2),
      endsOn: addDays(days.at(-1)!, 1),
      timeZone: TIME_ZONE,
      dayBoundaryHour: 3,
    },
    venues: VENUES.map((v) => ({ ...v, names: DEMO_VENUE_NAMES[v.code] ?? {} })),
    disciplines: [],
    delegations: cfg.delegations.map((code) => ({
      code,
      name: code === 'KOS' ? 'Kosovo' : (regionName.of(NOC_TO_ISO2[code]!) ?? code),
    })),
    events: [],
    phases: [],
    units: [],
    scheduleItems: [],
    athletes: [],
    teams: [],
    teamMembers: [],
    startList: [],
    results: [],
    medals: [],
    bracketMatches: [],
    poolStandings: [],
    now,
  };
  const delegationName = new Map(games.delegations.map((d) => [d.code, d.name]));
  const bibs = new Map<string, number>();
  let cursor = random.int(0, cfg.delegations.length - 1);
  const nextDelegation = () => cfg.delegations[cursor++ % cfg.delegations.length]!;

  function newAthlete(discipline: string, gender: 'M' | 'W', delegation: string, shape: Shape) {
    const id = games.athletes.length + 1;
    const bib = (bibs.get(delegation) ?? 0) + 1;
    bibs.set(delegation, bib);
    const age = random.int(cfg.ages[0], cfg.ages[1]);
    const tall = ['BKB', 'VVO', 'VBV', 'HBL'].includes(discipline) ? 14 : shape === 'score' ? -12 : 0;
    const height = Math.round((gender === 'M' ? 177 : 166) + tall + random.noise() * 8);
    const row = {
      id,
      code: String(1_000_000 + id),
      bib: `${delegation}${String(bib).padStart(3, '0')}`,
      givenName: random.pick(GIVEN_NAMES[gender]),
      familyName: random.pick(FAMILY_NAMES),
      gender,
      delegationCode: delegation,
      disciplineCode: discipline,
      // Born before the games' month, so `age` is the athlete's age when the games open.
      birthDate: `${Number(cfg.startDate.slice(0, 4)) - age}-${String(random.int(1, 6)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      heightCm: height,
      weightKg: Math.round(height - 106 + random.noise() * 7),
      institution: random.next() < 0.7 ? `${random.pick(FAMILY_NAMES)} Sports School` : null,
      photoUrl: null,
    };
    games.athletes.push(row);
    return row;
  }

  function entriesFor(
    discipline: string,
    gender: 'M' | 'W' | 'X',
    eventCode: string,
    count: number,
    members: number,
    shape: Shape,
  ): Entry[] {
    const perDelegation = new Map<string, number>();
    return Array.from({ length: count }, () => {
      const delegation = nextDelegation();
      const strength = random.noise();
      if (members === 1) {
        const g = gender === 'X' ? random.pick(['M', 'W'] as const) : gender;
        return {
          code: newAthlete(discipline, g, delegation, shape).code,
          type: 'A' as const,
          delegation,
          strength,
        };
      }
      const n = (perDelegation.get(delegation) ?? 0) + 1;
      perDelegation.set(delegation, n);
      const code = `${eventCode.replace(/-+/g, '')}${delegation}${n}`;
      games.teams.push({
        code,
        eventCode,
        delegationCode: delegation,
        name: `${delegationName.get(delegation)}${n > 1 ? ` ${n}` : ''}`,
      });
      for (let m = 0; m < members; m++) {
        const g = gender === 'X' ? (m % 2 === 0 ? 'M' : 'W') : gender;
        games.teamMembers.push({
          teamCode: code,
          athleteId: newAthlete(discipline, g, delegation, shape).id,
        });
      }
      return { code, type: 'T' as const, delegation, strength };
    });
  }

  const sessions = cfg.days * 2;
  /** Plans a discipline's events of the given divisions; `eventIndex` spreads them over the sessions. */
  function planEvents(d: DisciplineTemplate, dIndex: number, divisions: readonly number[], eventIndex = 0) {
    const planned: PlannedUnit[] = [];
    const venue = VENUES.find((v) => v.code === d.venue)!;
    const named = divisions.length > 1 || divisions[0] !== 1;
    for (const division of divisions)
      for (const template of d.events)
        for (const gender of template.genders) {
          const shape = template.shape ?? d.shape;
          const members = d.teamSize ?? template.members ?? 1;
          const eventCode = buildRsc({
            discipline: d.code,
            gender,
            event: `${template.id.padEnd(8, '-')}D${division}`,
          }).slice(0, 22);
          const eventName = `${template.name} · ${gender === 'M' ? 'Men' : gender === 'W' ? 'Women' : 'Mixed'}${named ? ` · Division ${division}` : ''}`;
          games.events.push({
            code: eventCode,
            disciplineCode: d.code,
            gender,
            name: eventName,
            names: demoEventNames(eventName, template.name, gender, named ? division : null),
            division,
            medalEvent: true,
            team: members > 1,
            sortOrder: eventIndex,
          });
          const count =
            shape === 'race'
              ? members > 1
                ? 16
                : cfg.race
              : shape === 'field'
                ? cfg.field
                : shape === 'score'
                  ? cfg.score
                  : shape === 'duel'
                    ? cfg.duel
                    : cfg.teams;
          const entries = entriesFor(d.code, gender, eventCode, count, members, shape);
          const phases =
            shape === 'duel' || shape === 'team'
              ? planDuels({ discipline: d.code, shape, entries, random })
              : planRanked({ discipline: d.code, template, shape, entries, random });
          // One phase per half-day session, events spread so each sport fills the games.
          const first = ((eventIndex * 3 + dIndex * 2) % Math.max(1, sessions - phases.length - 1)) + 1;
          phases.forEach((phase, p) => {
            const session = first + p;
            const day = days[Math.floor(session / 2)]!;
            const sessionStart = session % 2 === 0 ? 9 * 60 : 16 * 60 + 30;
            const phaseCode = eventCode + phase.code.padEnd(4, '-');
            games.phases.push({
              code: phaseCode,
              eventCode,
              name: phase.name,
              names: { ...commonPhaseNames(phaseCode), en: phase.name },
              sortOrder: p,
            });
            phase.units.forEach((spec: PlannedUnitSpec, u) => {
              const start = localTime(day, sessionStart + Math.floor(u / phase.parallel) * phase.minutes);
              const code = buildRsc({
                discipline: d.code,
                gender,
                event: eventCode.slice(4),
                phase: phase.code,
                unit: String((u + 1) * 100).padStart(6, '0'),
              });
              const place =
                d.shape === 'team'
                  ? 'Court'
                  : d.code === 'TTE' || d.code === 'BDM'
                    ? 'Table'
                    : d.code === 'ARC'
                      ? 'Field'
                      : 'Mat';
              planned.push({
                spec,
                phaseIndex: p,
                row: {
                  code,
                  eventCode,
                  phaseCode,
                  disciplineCode: d.code,
                  name: spec.name,
                  names: demoUnitNames(spec.name),
                  startAt: start,
                  endAt: new Date(start.getTime() + (phase.minutes - 5) * 60_000),
                  logicalDay: day,
                  venueCode: venue.code,
                  location: phase.parallel > 1 ? `${place} ${(u % phase.parallel) + 1}` : venue.name,
                  scheduleStatus: 'SCHEDULED',
                  resultStatus: 'START_LIST',
                  medal: spec.medal,
                  startText: null,
                  version: 1,
                  updatedAt: start,
                },
              });
            });
          });
          eventIndex += 1;
        }
    return planned;
  }

  const planned: PlannedUnit[] = [];
  for (const [dIndex, d] of DISCIPLINES.entries()) {
    games.disciplines.push({
      code: d.code,
      names: d.names,
      coordinatorName: `${random.pick(GIVEN_NAMES.W)} ${random.pick(FAMILY_NAMES)}`,
      coordinatorContact: `${d.code.toLowerCase()}.coordinator@games.example`,
      venueCode: d.venue,
    });
    planned.push(...planEvents(d, dIndex, cfg.divisions));
  }
  applyStatuses(games, planned, now, random);
  games.scheduleItems = scheduleItemsFor(games, days, random);

  // Lower divisions come last, with their own statuses, so they add to the games the
  // first pass drew and change none of it (tests and links name its units).
  for (const [code, divisions] of Object.entries(cfg.lowerDivisions)) {
    const dIndex = DISCIPLINES.findIndex((d) => d.code === code);
    const d = DISCIPLINES[dIndex]!;
    const extra = planEvents(d, dIndex, divisions, d.events.length);
    applyStatuses(games, extra, now, random);
  }
  addDraws(games);
  addRecordsAndRosters(games, random);
  return games;
}

export type { Random };
