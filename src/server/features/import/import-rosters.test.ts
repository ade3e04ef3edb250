import { describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { teamRosters } from '../../db/schema';
import { queryRows } from '../../db/client';
import { liveHubCaughtUp } from '../../test/helper';
import type { ImportAnswer } from '../../../shared/contracts/import';
import { importTestApp } from './import-test-app';
import { smallGames, unitCode, workbook, type SheetRows } from './import-test-support';

// The rosters sheet: a team's players for the whole games, checked cell by cell, previewed,
// applied without duplicate writes, and shown by the public lineups of the team's matches.

const { app, db, send } = await importTestApp();

const RELAY_FINAL = unitCode('ATHW4X100M', 'FNL', '0001');
const HEADER = ['Team code', 'Athlete BIB', 'Shirt number', 'Position', 'Starter'];
const ROSTER = [
  ['GEO-ATHW4X100M', 'G112', '7', 'L1', 'yes'],
  ['GEO-ATHW4X100M', 'G111', '3', '', 'yes'],
  ['GEO-ATHW4X100M', 'G113', '12', '', 'no'],
];
const withRosters = (rows: string[][]): SheetRows => ({ ...smallGames(), Rosters: [HEADER, ...rows] });
const rosterCount = (a: ImportAnswer) => a.counts.find((c) => c.kind === 'rosters');

async function stored() {
  return db.select().from(teamRosters).orderBy(asc(teamRosters.teamCode), asc(teamRosters.sortOrder));
}

async function lineups() {
  await liveHubCaughtUp(app);
  const res = await app.inject({ method: 'GET', url: `/api/units/${RELAY_FINAL}/lineups` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    teams: { code: string; players: { name: string; shirt_number: number | null; starter: boolean }[] }[];
  };
}

const version = async () =>
  (
    await queryRows<{ v: string }>(
      db,
      sql`select string_agg(topic || '=' || version, ',' order by topic) as v
    from data_versions`,
    )
  )[0]!.v;

describe('importing team rosters', () => {
  it('previews, applies and shows a roster, and a second import changes nothing', async () => {
    await send('apply', await workbook(smallGames()));
    // Without a roster the lineups list the members without numbers.
    expect((await lineups()).teams[0]!.players.every((p) => p.shirt_number === null)).toBe(true);

    const file = await workbook(withRosters(ROSTER));
    const preview = await send('preview', file);
    expect(preview.problems).toEqual([]);
    expect(rosterCount(preview)).toEqual({ kind: 'rosters', rows: 3, created: 1, updated: 0, unchanged: 0 });
    expect(preview.changes.filter((c) => c.kind === 'rosters')).toEqual([
      { kind: 'rosters', key: 'GEO-ATHW4X100M', action: 'create', fields: [] },
    ]);
    expect(await stored()).toEqual([]);

    const applied = await send('apply', file);
    expect(applied.applied).toBe(true);
    expect(
      (await stored()).map((r) => [r.unitCode, r.shirtNumber, r.position, r.starter, r.sortOrder]),
    ).toEqual([
      ['', 7, 'L1', true, 1],
      ['', 3, null, true, 2],
      ['', 12, null, false, 3],
    ]);
    const team = (await lineups()).teams.find((t) => t.code === 'GEO-ATHW4X100M')!;
    expect(team.players.map((p) => [p.name, p.shirt_number, p.starter])).toEqual([
      ['Mariam Gelashvili', 7, true],
      ['Nino Lomidze', 3, true],
      ['Ana Tsiklauri', 12, false],
    ]);

    // The same file again: nothing to change, nothing written, no version moved.
    const versions = await version();
    const again = await send('apply', file);
    expect(again.changes).toEqual([]);
    expect(rosterCount(again)).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    expect(await version()).toBe(versions);

    // A changed number replaces the roster whole, and the cached lineups follow.
    const changed = ROSTER.map((r) => (r[1] === 'G113' ? [...r.slice(0, 2), '9', 'L4', 'no'] : r));
    const update = await send('apply', await workbook(withRosters(changed)));
    expect(update.changes.filter((c) => c.kind === 'rosters')).toEqual([
      { kind: 'rosters', key: 'GEO-ATHW4X100M', action: 'update', fields: ['players'] },
    ]);
    expect((await stored()).map((r) => r.shirtNumber)).toEqual([7, 3, 9]);
    expect((await lineups()).teams[0]!.players.map((p) => p.shirt_number)).toEqual([7, 3, 9]);
  });

  it('names the cell of a bad shirt number, an unknown athlete or team, a repeat, and writes nothing', async () => {
    const file = await workbook(
      withRosters([
        ['GEO-ATHW4X100M', 'G111', '100', '', 'yes'],
        ['GEO-ATHW4X100M', 'NOPE9', '4', '', 'yes'],
        ['XXX-TEAM', 'G112', '5', '', 'no'],
        ['GEO-ATHW4X100M', 'G113', '5', '', 'maybe'],
        ['GEO-ATHW4X100M', 'G114', '4', '', 'no'],
        ['GEO-ATHW4X100M', 'G112', '0', '', 'no'],
      ]),
    );
    const answer = await send('apply', file, 'games.xlsx', 'es-ES');
    expect(answer.applied).toBe(false);
    const found = answer.problems.map((p) => [p.sheet, p.cell, p.code]);
    expect(found).toEqual([
      ['Rosters', 'C2', 'invalid'],
      ['Rosters', 'B3', 'unknownAthlete'],
      ['Rosters', 'A4', 'unknownTeam'],
      ['Rosters', 'E5', 'invalid'],
      ['Rosters', 'C6', 'duplicateShirt'],
      ['Rosters', 'C7', 'invalid'],
    ]);
    const message = (cell: string) => answer.problems.find((p) => p.cell === cell)!.message;
    expect(message('C2')).toBe('«100» no es un valor válido aquí (1…99)');
    expect(message('B3')).toBe(
      'No hay ningún deportista con el dorsal «NOPE9» en los juegos ni en el archivo',
    );
    expect(message('A4')).toBe('El equipo «XXX-TEAM» no está en los juegos ni en el archivo');
    expect(message('C6')).toContain('(fila 3)');
    expect(await stored()).toEqual([]);
    const [none] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from athletes where bib = 'G111'`,
    );
    expect(none).toEqual({ n: 0 });
  });
});
