import { describe, expect, it } from 'vitest';
import { writeGames } from '../../demo-data';
import { liveHubCaughtUp, build } from '../../test/helper';
import { caller } from '../../test/accounts';
import { EVENT, FINAL, tinyGames } from '../../test/test-games';
import { followersOfUnits } from './queries';
import { users } from '../../db/schema';
import { eq } from 'drizzle-orm';

/** The tiny games with a start list (Ana of BRA and Aysel of AZE) and a second, later heat without one. */
const HEAT = 'SWMW100MFR------------HEAT000100--';
const games = tinyGames();
const [final] = games.units;
games.units.push({
  ...final!,
  code: HEAT,
  phaseCode: HEAT.slice(0, 26),
  name: 'Heat 1',
  startAt: new Date('2026-07-15T09:00:00Z'),
  endAt: new Date('2026-07-15T09:10:00Z'),
  logicalDay: '2026-07-15',
  medal: false,
});
games.phases.push({ code: HEAT.slice(0, 26), eventCode: EVENT, name: 'Heats', sortOrder: 1 });
games.startList.push(
  { unitCode: FINAL, competitorCode: '1000001', competitorType: 'A', delegationCode: 'BRA', startOrder: 1 },
  { unitCode: FINAL, competitorCode: '1000003', competitorType: 'A', delegationCode: 'AZE', startOrder: 2 },
);

const app = await build();
await writeGames(app.database.db, games);
await liveHubCaughtUp(app);
await app.publicCache.refresh();
const call = caller(app);
const unitsOf = async (query: string) =>
  (await app.inject({ url: `/api/follows/units?${query}` })).json().units as {
    code: string;
    because: unknown[];
  }[];

describe('follows', () => {
  it('lists the units of any list of follows, the follows behind each, and refuses bad codes naming the field', async () => {
    expect(await unitsOf('')).toEqual([]);
    expect((await unitsOf('delegation=bra')).map((u) => u.code)).toEqual([FINAL]);
    expect((await unitsOf('athlete=1000003'))[0]!.because).toEqual([{ kind: 'athlete', code: '1000003' }]);
    // An event brings in every unit, in schedule order (the heat, then the final).
    const byEvent = await unitsOf(`event=${EVENT}&delegation=AZE`);
    expect(byEvent.map((u) => u.code)).toEqual([FINAL, HEAT]);
    expect(byEvent[0]!.because).toHaveLength(2);
    expect((await unitsOf('discipline=SWM')).length).toBe(2);
    // The follows come back named; an unknown code is left out.
    const named = await app.inject({ url: '/api/follows/units?athlete=1000003&delegation=XYZ' });
    expect(named.json().follows).toEqual([
      { kind: 'athlete', code: '1000003', name: 'Aysel Məmmədova', delegation: 'AZE' },
    ]);
    const bad = await app.inject({
      url: '/api/follows/units?athlete=a%20b',
      headers: { 'accept-language': 'es' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).join()).toMatch(/^athlete/);
  });

  it("keeps an account's follows on the server: add, merge a device's list, remove; guests get 401", async () => {
    expect((await call(null, 'GET', '/api/me/follows')).statusCode).toBe(401);
    const added = await call('user', 'PUT', '/api/me/follows/athlete/1000001');
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().follows).toEqual([{ kind: 'athlete', code: '1000001' }]);
    const unknown = await call('user', 'PUT', '/api/me/follows/delegation/XYZ');
    expect(unknown.statusCode).toBe(404);
    expect((await call('user', 'PUT', '/api/me/follows/team/BRA')).statusCode).toBe(400);
    const merged = await call('user', 'POST', '/api/me/follows/merge', {
      follows: [
        { kind: 'delegation', code: 'aze' },
        { kind: 'athlete', code: '1000001' },
        { kind: 'event', code: 'NOPE' },
      ],
    });
    expect(merged.json().follows).toEqual([
      { kind: 'athlete', code: '1000001' },
      { kind: 'delegation', code: 'AZE' },
    ]);
    const [me] = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'test-user'));
    expect((await followersOfUnits(app.database.db, [FINAL, HEAT])).get(FINAL)).toEqual([me!.id]);
    await call('user', 'DELETE', '/api/me/follows/athlete/1000001');
    expect((await call('user', 'GET', '/api/me/follows')).json().follows).toEqual([
      { kind: 'delegation', code: 'AZE' },
    ]);
    expect((await call('user', 'GET', '/api/me/follows')).headers['cache-control']).toBe('no-store');
  });

  it('reads a delegation: medals and latest results, 404 for an unknown code', async () => {
    const res = await app.inject({ url: '/api/delegations/BRA' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'BRA',
      name: 'Brazil',
      athletes: 2,
      gold: 0,
      medals: [],
      results: [],
    });
    expect((await app.inject({ url: '/api/delegations/XYZ' })).statusCode).toBe(404);
  });
});
