import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, units } from '../../db/schema';
import { importTestApp } from './import-test-app';
import { smallGames, unitCode, workbook } from './import-test-support';

const { app, db, auth, send } = await importTestApp();

const FINAL_100 = unitCode('ATHM100M', 'FNL', '0001');
const HEAT_1 = unitCode('ATHM100M', 'HEAT', '0001');

describe('schedule editor', () => {
  it('creates and moves units in the schedule editor, warning of clashes at the same place and for the same athlete', async () => {
    await send('apply', await workbook(smallGames()));
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/schedule/units',
      headers: auth(),
      payload: {
        event: 'ATHM100M',
        phase: 'SFNL',
        phase_name: 'Semi-final',
        unit: '0001',
        name: 'Semi-final 1',
        date: '2026-07-15',
        start: '12:00',
        end: '12:10',
        venue: 'STA',
        location: 'STA-TRACK',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const semi = unitCode('ATHM100M', 'SFNL', '0001');
    expect(created.json()).toMatchObject({ applied: true, unit_code: semi, problems: [], clashes: [] });
    expect((await db.select().from(units).where(eq(units.code, semi)))[0]).toMatchObject({
      name: 'Semi-final 1',
    });

    // Heat 2 moved onto heat 1's time: same track, and no shared athlete.
    const HEAT_2 = unitCode('ATHM100M', 'HEAT', '0002');
    const [before] = await db.select().from(units).where(eq(units.code, HEAT_2));
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/admin/schedule/units/${HEAT_2}`,
      headers: auth(),
      payload: { date: '2026-07-15', start: '10:05', end: '10:12' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().clashes).toEqual([
      { kind: 'venue', unit_code: HEAT_1, unit_name: 'Heat 1', detail: 'STA-TRACK' },
    ]);
    const [after] = await db.select().from(units).where(eq(units.code, HEAT_2));
    expect(after!.version).toBe(before!.version + 1);
    expect(after!.startAt.toISOString()).toBe('2026-07-15T06:05:00.000Z');

    // The final moved onto both heats at another place: its four runners run in them too.
    const final = await app.inject({
      method: 'PATCH',
      url: `/api/admin/schedule/units/${FINAL_100}`,
      headers: auth(),
      payload: { date: '2026-07-15', start: '10:00', end: '10:10', location: 'STA-WARMUP' },
    });
    expect(
      final
        .json()
        .clashes.map((c: { kind: string; detail: string }) => `${c.kind}:${c.detail}`)
        .sort(),
    ).toEqual([
      'athlete:Arman Nurlanov',
      'athlete:Giorgi Beridze',
      'athlete:Levan Kapanadze',
      'athlete:Murad Əliyev',
    ]);

    // Outside the games: refused, nothing written.
    const refused = await app.inject({
      method: 'PATCH',
      url: `/api/admin/schedule/units/${HEAT_2}`,
      headers: auth(),
      payload: { date: '2026-09-01', start: '10:05', end: '10:12' },
    });
    expect(refused.json()).toMatchObject({ applied: false, problems: [{ code: 'outsideGames' }] });
    expect((await db.select().from(units).where(eq(units.code, HEAT_2)))[0]).toEqual(after);
    const actions = (await db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toEqual(['import.apply', 'unit.schedule', 'unit.schedule', 'unit.schedule']);
  });
});
