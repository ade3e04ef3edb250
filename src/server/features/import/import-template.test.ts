import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ImportAnswer } from '../../../shared/contracts/import';
import type { ScheduleUnit } from '../../../shared/contracts/schedule';
import type { App } from '../../app';
import { queryRows } from '../../db/client';
import { writeGames } from '../../demo-data';
import { build, liveHubCaughtUp } from '../../test/helper';
import { testAccounts } from '../../test/accounts';
import { tinyGames } from '../../test/test-games';

// The downloadable template imports as it is, into a games that holds nothing yet and into the
// demo games, without a problem and without changing a row that was there before.

/** Every row the import could touch, one fingerprint per table, the template's own rows left out. */
async function existingRows(app: App) {
  const own = (column: string) => sql.raw(`${column} not like '%EXAMPLE%'`);
  const tables = [
    ['delegations', sql`code <> 'EXA'`],
    ['venues', own('code')],
    ['events', own('code')],
    ['phases', own('code')],
    ['units', own('code')],
    ['athletes', sql`delegation_code <> 'EXA'`],
    ['athlete_entries', own('event_code')],
    ['teams', own('code')],
    ['team_members', own('team_code')],
    ['team_rosters', own('team_code')],
    ['start_list', own('unit_code')],
    ['results', sql`true`],
  ] as const;
  const out: Record<string, string> = {};
  for (const [table, where] of tables) {
    const [row] = await queryRows<{ n: string; hash: string | null }>(
      app.database.db,
      sql`select count(*)::text as n, md5(string_agg(t::text, '|' order by t::text)) as hash
          from ${sql.raw(table)} t where ${where}`,
    );
    out[table] = `${row!.n}:${row!.hash ?? ''}`;
  }
  return out;
}

async function templateOf(app: App, as: ReturnType<typeof testAccounts>, lang: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/admin/import/template?lang=${lang}`,
    headers: await as('admin'),
  });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

async function send(app: App, as: ReturnType<typeof testAccounts>, step: string, file: Buffer) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/import/${step}`,
    payload: file,
    headers: { ...(await as('admin')), 'content-type': 'application/octet-stream', 'x-file-name': 't.xlsx' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ImportAnswer;
}

/**
 * Imports the English template and checks what it made; the templates in the other languages
 * (when asked) then change nothing.
 */
async function importsUnchanged(app: App, otherLanguages: string[]) {
  const as = testAccounts(app);
  const before = await existingRows(app);
  const file = await templateOf(app, as, 'eng');
  const preview = await send(app, as, 'preview', file);
  expect(preview.problems).toEqual([]);
  const applied = await send(app, as, 'apply', file);
  expect(applied.problems).toEqual([]);
  expect(applied.applied).toBe(true);
  const created = Object.fromEntries(applied.counts.map((c) => [c.kind, [c.created, c.updated]]));
  expect(created).toEqual({
    delegations: [1, 0],
    venues: [1, 0],
    events: [2, 0],
    athletes: [4, 0],
    teams: [1, 0],
    rosters: [1, 0],
    schedule: [3, 0],
  });
  expect(await existingRows(app)).toEqual(before);

  await liveHubCaughtUp(app);
  await app.publicCache.refresh();
  const heat = await queryRows<{ day: string; n: number }>(
    app.database.db,
    sql`select u.logical_day::text as day, count(s.*)::int as n from units u
        join start_list s on s.unit_code = u.code where u.code like 'SWMWEXAMPLE%HEAT%' group by 1`,
  );
  expect(heat).toEqual([{ day: expect.any(String), n: 3 }]);
  // The public schedule lists the heat of three by name, not as a match.
  const day = await app.inject({ method: 'GET', url: `/api/schedule/days/${heat[0]!.day}?discipline=SWM` });
  const listed = (day.json() as { units: ScheduleUnit[] }).units.find((u) => u.code.includes('EXAMPLE'));
  expect(listed?.match).toBeNull();
  expect(listed?.entrants.map((e) => e.name)).toEqual(['Aysel Məmmədova', 'Ana Souza', 'Inês Costa']);

  for (const lang of otherLanguages) {
    const again = await send(app, as, 'preview', await templateOf(app, as, lang));
    expect(again.problems, lang).toEqual([]);
    expect(again.changes, lang).toEqual([]);
  }
}

const fresh = await build();
const demo = await build({}, false, 'demo-games');

describe('the import template', () => {
  it('imports unchanged into a games that holds only its dates and disciplines', async () => {
    const games = tinyGames();
    const empty = { ...games, venues: [], delegations: [], events: [], phases: [], units: [] };
    await writeGames(fresh.database.db, {
      ...empty,
      athletes: [],
      teams: [],
      teamMembers: [],
      startList: [],
      results: [],
      medals: [],
    });
    await importsUnchanged(fresh, ['aze']);
  });

  it('imports unchanged into the demo games, changing none of their rows', async () => {
    await importsUnchanged(demo, []);
  }, 120_000);
});
