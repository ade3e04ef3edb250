import type { DemoGames } from '../demo-data';

/**
 * A tiny games the ODF fixtures refer to (tests only): one swimming event with a final,
 * four athletes of three delegations. Codes are ODF RSCs (shared/domain/rsc.ts).
 */
export const FINAL = 'SWMW100MFR------------FNL-000100--';
export const EVENT = 'SWMW100MFR------------';

export function tinyGames(): DemoGames {
  const start = new Date('2026-07-14T14:00:00Z');
  const athlete = (id: number, given: string, family: string, noc: string) => ({
    id,
    code: String(1_000_000 + id),
    bib: String(200 + id),
    givenName: given,
    familyName: family,
    gender: 'W',
    delegationCode: noc,
    disciplineCode: 'SWM',
    birthDate: '2011-03-02',
  });
  return {
    competition: {
      code: 'YG2026',
      name: 'Youth Games 2026',
      startsOn: '2026-07-10',
      endsOn: '2026-07-19',
      timeZone: 'Asia/Baku',
    },
    venues: [{ code: 'AQC', name: 'Aquatics Centre', city: 'Baku', latitude: 40.4, longitude: 49.8 }],
    disciplines: [
      {
        code: 'SWM',
        names: { en: 'Swimming', es: 'Natación', pt: 'Natação', az: 'Üzgüçülük' },
        coordinatorName: 'C. Coordinator',
        coordinatorContact: 'swm@example.org',
        venueCode: 'AQC',
      },
    ],
    delegations: [
      { code: 'AZE', name: 'Azerbaijan' },
      { code: 'BRA', name: 'Brazil' },
      { code: 'POR', name: 'Portugal' },
    ],
    events: [
      {
        code: EVENT,
        disciplineCode: 'SWM',
        gender: 'W',
        name: "Women's 100m Freestyle",
        division: 1,
        team: false,
        sortOrder: 1,
      },
    ],
    phases: [{ code: FINAL.slice(0, 26), eventCode: EVENT, name: 'Final', sortOrder: 2 }],
    units: [
      {
        code: FINAL,
        eventCode: EVENT,
        phaseCode: FINAL.slice(0, 26),
        disciplineCode: 'SWM',
        name: 'Final',
        startAt: start,
        endAt: new Date(start.getTime() + 10 * 60_000),
        logicalDay: '2026-07-14',
        venueCode: 'AQC',
        location: 'AQC-POOL',
        scheduleStatus: 'SCHEDULED',
        resultStatus: 'START_LIST',
        medal: true,
      },
    ],
    scheduleItems: [],
    athletes: [
      athlete(1, 'Ana', 'Souza', 'BRA'),
      athlete(2, 'Inês', 'Costa', 'POR'),
      athlete(3, 'Aysel', 'Məmmədova', 'AZE'),
      athlete(4, 'Bia', 'Lima', 'BRA'),
    ],
    teams: [],
    teamMembers: [],
    startList: [],
    results: [],
    medals: [],
    now: start,
  };
}

/** A row of the desk's results form for one of these athletes, sorted where it is ranked. */
export const deskResultRow = (code: string, rank: number, result: string) => ({
  competitor_code: code,
  competitor_type: 'A' as const,
  rank,
  sort_order: rank,
  result,
  irm: null,
});
