import { beforeEach, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { build, resetTinyGames } from '../../test/helper';
import { accountToken } from '../../test-accounts';
import { auditLog, dataVersions, medals } from '../../db/schema';
import { EVENT, FINAL } from '../../test/test-games';
import type { UserType } from '../../../shared/contracts/auth';

const app = await build();
const db = app.database.db;
const tokens: Partial<Record<UserType, string>> = {};

async function tokenFor(type: UserType): Promise<string> {
  if (tokens[type]) return tokens[type];
  return (tokens[type] = await accountToken(app, `desk-${type}`, type));
}

async function as(type: UserType | null, method: string, url: string, payload?: unknown) {
  const headers: Record<string, string> = {};
  if (type) headers.authorization = `Bearer ${await tokenFor(type)}`;
  return app.inject({ method: method as 'GET', url, payload: payload as object, headers });
}

async function version(topic: string) {
  const [row] = await db.select().from(dataVersions).where(eq(dataVersions.topic, topic));
  return row?.version ?? 0;
}

const row = (
  code: string,
  rank: number | null,
  sort: number,
  result: string | null,
  irm: string | null = null,
) => ({
  competitor_code: code,
  competitor_type: 'A' as const,
  rank,
  sort_order: sort,
  result,
  irm,
});

/** Every test starts from the tiny games as seeded, with an empty audit. */
beforeEach(() => resetTinyGames(app));

/**
 * The desk's day on the final, in order; a test brings the unit to the state it needs by
 * replaying the steps before the one it checks.
 */
const DESK_STEPS = {
  running: {
    method: 'PATCH',
    url: `/api/admin/units/${FINAL}/status`,
    payload: { schedule_status: 'RUNNING', result_status: 'LIVE' },
  },
  startList: {
    method: 'PUT',
    url: `/api/admin/units/${FINAL}/start-list`,
    payload: {
      entries: ['1000001', '1000002', '1000003'].map((c, i) => ({
        competitor_code: c,
        competitor_type: 'A',
        start_order: i + 3,
      })),
    },
  },
  results: {
    method: 'PUT',
    url: `/api/admin/units/${FINAL}/results`,
    payload: {
      rows: [row('1000002', 1, 1, '54.10'), row('1000001', 2, 2, '54.30'), row('1000003', 3, 3, '55.00')],
    },
  },
  official: {
    method: 'PATCH',
    url: `/api/admin/units/${FINAL}/status`,
    payload: { schedule_status: 'FINISHED', result_status: 'OFFICIAL' },
  },
  correction: {
    method: 'PUT',
    url: `/api/admin/units/${FINAL}/results`,
    payload: {
      rows: [row('1000001', 1, 1, '54.05'), row('1000002', 2, 2, '54.10'), row('1000003', 3, 3, '55.00')],
      note: 'Timing error in lane 4 corrected',
    },
  },
  confirm: { method: 'POST', url: `/api/admin/events/${EVENT}/medals/confirm`, payload: undefined },
} as const;
type DeskStep = keyof typeof DESK_STEPS;

/** Sends one step of the desk's day as the admin. */
function desk(step: DeskStep) {
  const { method, url, payload } = DESK_STEPS[step];
  return as('admin', method, url, payload);
}

/** Sends the desk's steps up to and including `last`, each one accepted. */
async function deskUpTo(last: DeskStep) {
  for (const step of Object.keys(DESK_STEPS) as DeskStep[]) {
    const res = await desk(step);
    expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
    if (step === last) return;
  }
}

describe('results desk access', () => {
  const calls: [string, string, unknown][] = [
    ['GET', '/api/admin/units', undefined],
    ['GET', `/api/admin/units/${FINAL}`, undefined],
    ['PATCH', `/api/admin/units/${FINAL}/status`, { schedule_status: 'RUNNING' }],
    ['PUT', `/api/admin/units/${FINAL}/results`, { rows: [] }],
    ['PUT', `/api/admin/units/${FINAL}/start-list`, { entries: [] }],
    ['POST', `/api/admin/events/${EVENT}/medals/confirm`, undefined],
    ['GET', '/api/admin/audit', undefined],
    ['GET', '/api/admin/ingest-log', undefined],
  ];
  it.each(calls)(
    '%s %s: 401 for a visitor, 403 for a non-admin, and nothing written',
    async (method, url, body) => {
      expect((await as(null, method, url, body)).statusCode).toBe(401);
      for (const type of ['athlete', 'staff', 'user'] as const) {
        const res = await as(type, method, url, body);
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
      expect(await db.select().from(auditLog)).toHaveLength(0);
    },
  );

  it('refuses a change sent from another site, even by an admin', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/admin/units/${FINAL}/status`,
      payload: { schedule_status: 'RUNNING' },
      headers: { authorization: `Bearer ${await tokenFor('admin')}`, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(await db.select().from(auditLog)).toHaveLength(0);
  });
});

describe('results desk changes, each one audited', () => {
  it('changes the statuses: audit says who, when, before and after; the unit and its day move on', async () => {
    const unitBefore = await version(`unit:${FINAL}`);
    const dayBefore = await version('schedule:2026-07-14');
    const res = await desk('running');
    expect(res.statusCode).toBe(200);
    expect(res.json().unit).toMatchObject({ schedule_status: 'RUNNING', result_status: 'LIVE' });
    const [entry] = await db.select().from(auditLog);
    expect(entry).toMatchObject({
      username: 'desk-admin',
      action: 'unit.status',
      target: FINAL,
      before: { schedule_status: 'SCHEDULED', result_status: 'START_LIST' },
      after: { schedule_status: 'RUNNING', result_status: 'LIVE', note: null },
    });
    expect(Date.now() - entry!.at.getTime()).toBeLessThan(60_000);
    expect(await version(`unit:${FINAL}`)).toBeGreaterThan(unitBefore);
    expect(await version('schedule:2026-07-14')).toBeGreaterThan(dayBefore);
    const pub = await app.inject({ url: `/api/units/${FINAL}` });
    expect(pub.json().unit.schedule_status).toBe('RUNNING');
  });

  it('edits the start list and the results; an unknown competitor is refused and writes nothing', async () => {
    await deskUpTo('running');
    const list = await desk('startList');
    expect(list.statusCode).toBe(200);
    expect(list.json().start_list.map((s: { name: string }) => s.name)).toEqual([
      'Ana Souza',
      'Inês Costa',
      'Aysel Məmmədova',
    ]);

    const bad = await as('admin', 'PUT', `/api/admin/units/${FINAL}/results`, {
      rows: [row('1000001', 1, 1, '54.00'), row('7777777', 2, 2, '55.00')],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'DESK_INVALID',
      message: expect.stringMatching(/unknown competitor 7777777/),
    });

    const ok = await desk('results');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().results.map((r: { competitor_code: string }) => r.competitor_code)).toEqual([
      '1000002',
      '1000001',
      '1000003',
    ]);
    expect(ok.json().medals).toEqual([]); // not official yet
    const actions = (await db.select().from(auditLog).orderBy(asc(auditLog.id))).map((a) => a.action);
    expect(actions).toEqual(['unit.status', 'unit.start_list', 'unit.results']);
  });

  it('the medal table follows when the result becomes official', async () => {
    await deskUpTo('results');
    const medalsBefore = await version('medals');
    const res = await desk('official');
    expect(res.statusCode).toBe(200);
    expect(await version('medals')).toBeGreaterThan(medalsBefore);
    const table = await app.inject({ url: '/api/medals' });
    expect(
      table.json().rows.map((r: { delegation: string; rank: number }) => [r.rank, r.delegation]),
    ).toEqual([
      [1, 'POR'],
      [2, 'BRA'],
      [3, 'AZE'],
    ]);
    const won = await db.select().from(medals).orderBy(asc(medals.competitorCode));
    expect(won.map((m) => [m.competitorCode, m.medal])).toEqual([
      ['1000001', 'silver'],
      ['1000002', 'gold'],
      ['1000003', 'bronze'],
    ]);
  });

  it('changing an official result leaves a correction note and moves the medals', async () => {
    await deskUpTo('official');
    const res = await desk('correction');
    expect(res.statusCode).toBe(200);
    expect(res.json().corrections[0].note).toBe('Timing error in lane 4 corrected');
    expect(res.json().medals.find((m: { medal: string }) => m.medal === 'gold').competitor_code).toBe(
      '1000001',
    );
    const notes = await app.inject({ url: `/api/units/${FINAL}/corrections` });
    expect(notes.json().corrections).toHaveLength(1);
    const [last] = await db
      .select()
      .from(auditLog)
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect((last!.before as { competitor_code: string }[])[0]!.competitor_code).toBe('1000002');
    expect((last!.after as { competitor_code: string }[])[0]!.competitor_code).toBe('1000001');
  });

  it('confirms the medals of an event (audited, nothing to change)', async () => {
    await deskUpTo('correction');
    const res = await desk('confirm');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ event_code: EVENT, changed: false });
    expect(res.json().medals).toHaveLength(3);
    const [last] = await db
      .select()
      .from(auditLog)
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(last).toMatchObject({ action: 'event.medals.confirm', target: EVENT, username: 'desk-admin' });
  });

  it('lists the audit newest first, filtered by target', async () => {
    // The medal confirmation is audited against the event, so the unit's list leaves it out.
    await deskUpTo('confirm');
    const res = await as('admin', 'GET', `/api/admin/audit?target=${FINAL}`);
    expect(res.statusCode).toBe(200);
    const entries = res.json().entries as { action: string; username: string }[];
    expect(entries.map((e) => e.action)).toEqual([
      'unit.results',
      'unit.status',
      'unit.results',
      'unit.start_list',
      'unit.status',
    ]);
    expect(entries.every((e) => e.username === 'desk-admin')).toBe(true);
  });

  it('answers 404 for an unknown unit', async () => {
    const res = await as('admin', 'PATCH', `/api/admin/units/${FINAL.replace('000100', '000999')}/status`, {
      result_status: 'LIVE',
    });
    expect(res.statusCode).toBe(404);
  });
});
