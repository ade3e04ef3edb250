import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { UserType } from '../../../shared/contracts/auth';
import type { RankingMe, RankingPage } from '../../../shared/contracts/ranking';
import { users } from '../../db/schema';
import { build } from '../../test/helper';
import { hashPassword } from '../auth';
import { competitionRanks } from './competition-rank';

const app = await build();
const db = app.database.db;

interface Person {
  username: string;
  points: number;
  type?: UserType;
  organisation?: string;
  active?: boolean;
}

/** Replaces every user with these (names and e-mails are set, so the test can look for leaks). */
async function seed(people: Person[], password = 'not used') {
  await db.execute(sql`truncate users restart identity cascade`);
  const hash = await hashPassword(password);
  await db.insert(users).values(
    people.map((p) => ({
      username: p.username,
      email: `${p.username}@secret-mail.example`,
      cpf: '12345678901',
      name: `Full Name Of ${p.username}`,
      type: p.type ?? 'user',
      organisation: p.organisation ?? null,
      points: p.points,
      active: p.active ?? true,
      passwordHash: hash,
    })),
  );
}

const page = async (query: string) => {
  const res = await app.inject({ url: `/api/ranking?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RankingPage;
};

const PEOPLE: Person[] = [
  { username: 'ana', points: 30_000, type: 'athlete', organisation: 'AZE' },
  { username: 'bruno', points: 20_000, type: 'user' },
  { username: 'carla', points: 20_000, type: 'coach', organisation: 'BRA' },
  { username: 'dmitri', points: 9_999, type: 'athlete' },
  { username: 'eva', points: 0, type: 'volunteer' },
  { username: 'farid', points: 0, type: 'user' },
  { username: 'gone', points: 99_999, active: false },
];

describe('the ranking', () => {
  beforeAll(() => seed(PEOPLE, 'reader password'));

  it('ranks everyone by points; tied users share a position and the next skips (1, 2, 2, 4)', async () => {
    const all = await page('');
    expect(all.total).toBe(6);
    expect(
      all.items.map((r) => [r.general_position, r.list_position, r.username, r.points, r.level]),
    ).toEqual([
      [1, 1, 'ana', 30_000, 4],
      [2, 2, 'bruno', 20_000, 3],
      [2, 2, 'carla', 20_000, 3],
      [4, 4, 'dmitri', 9_999, 1],
      [5, 5, 'eva', 0, 1],
      [5, 5, 'farid', 0, 1],
    ]);
    expect(all.items[0]).toMatchObject({ organisation: 'AZE' });
  });

  it('answers usernames only: no name, no e-mail, no id', async () => {
    const res = await app.inject({ url: '/api/ranking?pageSize=100' });
    expect(res.body).not.toContain('Full Name');
    expect(res.body).not.toContain('secret-mail');
    expect(Object.keys(res.json().items[0]).sort()).toEqual(
      ['general_position', 'level', 'list_position', 'organisation', 'points', 'username'].sort(),
    );
  });

  it('pages through the list in a stable order', async () => {
    const first = await page('page=1&pageSize=4');
    const second = await page('page=2&pageSize=4');
    expect(first).toMatchObject({ total: 6, page: 1, page_size: 4 });
    expect(first.items.map((r) => r.username)).toEqual(['ana', 'bruno', 'carla', 'dmitri']);
    expect(second.items.map((r) => r.username)).toEqual(['eva', 'farid']);
    expect((await page('page=3&pageSize=4')).items).toEqual([]);
  });

  it('can leave out users with 0 points', async () => {
    const some = await page('omitZero=true');
    expect(some.total).toBe(4);
    expect(some.items.map((r) => r.username)).toEqual(['ana', 'bruno', 'carla', 'dmitri']);
  });

  it('filters by user type: the list position is within the type, the general one over everyone', async () => {
    const athletes = await page('type=athlete');
    expect(athletes.items.map((r) => [r.username, r.general_position, r.list_position])).toEqual([
      ['ana', 1, 1],
      ['dmitri', 4, 2],
    ]);
    const users0 = await page('type=user&omitZero=1');
    expect(users0.items.map((r) => [r.username, r.general_position, r.list_position])).toEqual([
      ['bruno', 2, 1],
    ]);
  });

  it('refuses a bad page, page size or type with a 400', async () => {
    for (const q of ['page=0', 'pageSize=1000', 'type=guest', 'omitZero=maybe']) {
      expect((await app.inject({ url: `/api/ranking?${q}` })).statusCode, q).toBe(400);
    }
  });

  it('may be kept by shared caches: the same for every reader, nothing personal in it', async () => {
    const res = await app.inject({ url: '/api/ranking' });
    expect(res.headers['cache-control']).toMatch(/^public/);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('gives the reader their own row and the page holding it, never stored by a shared cache', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'farid', password: 'reader password', session: 'token' },
    });
    const auth = { authorization: `Bearer ${login.json().token as string}` };
    expect((await app.inject({ url: '/api/ranking/me' })).statusCode).toBe(401);

    const me = await app.inject({ url: '/api/ranking/me?pageSize=4', headers: auth });
    expect(me.headers['cache-control']).toBe('private, no-store');
    expect(me.json()).toEqual({
      row: {
        general_position: 5,
        list_position: 5,
        username: 'farid',
        organisation: null,
        points: 0,
        level: 1,
      },
      page: 2,
      points: 0,
    } satisfies RankingMe);
    // That page does hold the row.
    expect((await page('page=2&pageSize=4')).items.map((r) => r.username)).toContain('farid');
    // A list that leaves the reader out has no row for them.
    expect((await app.inject({ url: '/api/ranking/me?omitZero=true', headers: auth })).json()).toMatchObject({
      row: null,
      page: null,
    });
    expect(
      (await app.inject({ url: '/api/ranking/me?type=user&pageSize=1', headers: auth })).json(),
    ).toMatchObject({ row: { list_position: 2, general_position: 5 }, page: 2 });
  });
});

describe('positions over random points', () => {
  it('the API agrees with competition ranking over any set of users', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            points: fc.constantFrom(0, 5, 10, 10_000, 20_000),
            type: fc.constantFrom('user', 'athlete'),
          }),
          {
            minLength: 1,
            maxLength: 12,
          },
        ),
        async (list) => {
          const people = list.map((p, i) => ({ username: `u${String(i).padStart(2, '0')}`, ...p }) as Person);
          await seed(people);
          const all = await page('pageSize=100');
          const expected = competitionRanks(people.map((p) => p.points));
          const byName = new Map(people.map((p, i) => [p.username, expected[i]]));
          for (const row of all.items) expect(row.general_position).toBe(byName.get(row.username));
          const athletes = people.filter((p) => p.type === 'athlete');
          const inType = competitionRanks(athletes.map((p) => p.points));
          const typed = await page('pageSize=100&type=athlete');
          expect(typed.items.map((r) => r.list_position).sort()).toEqual([...inType].sort());
        },
      ),
      { numRuns: 15 },
    );
  });
});
