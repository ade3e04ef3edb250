import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { athleteEntries, athletes, auditLog, dataVersions, startList, units } from '../../db/schema';
import { queryRows } from '../../db/client';
import { liveHubCaughtUp } from '../../test/helper';
import type { ImportAnswer } from '../../../shared/contracts/import';
import { importTestApp } from './import-test-app';
import { smallGames, unitCode, workbook } from './import-test-support';

const { app, db, auth, send } = await importTestApp();

/** Everything the import could write, to prove a refused file wrote nothing. */
async function snapshot() {
  const [counts] = await queryRows<Record<string, string>>(
    db,
    sql`select
      (select count(*) from delegations)::text as delegations,
      (select count(*) from venues)::text as venues,
      (select count(*) from events)::text as events,
      (select count(*) from phases)::text as phases,
      (select count(*) from units)::text as units,
      (select count(*) from athletes)::text as athletes,
      (select count(*) from athlete_entries)::text as entries,
      (select count(*) from teams)::text as teams,
      (select count(*) from team_members)::text as members,
      (select count(*) from start_list)::text as starts,
      (select count(*) from audit_log)::text as audit,
      (select string_agg(topic || '=' || version, ',' order by topic) from data_versions) as versions`,
  );
  return counts;
}

const count = (a: ImportAnswer, kind: string) => a.counts.find((c) => c.kind === kind);
const FINAL_100 = unitCode('ATHM100M', 'FNL', '0001');
const HEAT_1 = unitCode('ATHM100M', 'HEAT', '0001');

describe('spreadsheet import', () => {
  it('previews a clean file without writing, then imports it whole', async () => {
    const file = await workbook(smallGames());
    const before = await snapshot();
    const preview = await send('preview', file);
    expect(preview.problems).toEqual([]);
    expect(preview.applied).toBe(false);
    expect(count(preview, 'athletes')).toMatchObject({ rows: 8, created: 8, updated: 0 });
    expect(count(preview, 'delegations')).toMatchObject({ rows: 3, created: 2, unchanged: 1 });
    expect(count(preview, 'schedule')).toMatchObject({ rows: 4, created: 4 });
    expect(await snapshot()).toEqual(before);

    const applied = await send('apply', file);
    expect(applied.applied).toBe(true);
    const [final] = await db.select().from(units).where(eq(units.code, FINAL_100));
    expect(final).toMatchObject({ name: 'Final', medal: true, logicalDay: '2026-07-16', venueCode: 'STA' });
    // 18:00 in Baku (UTC+4).
    expect(final!.startAt.toISOString()).toBe('2026-07-16T14:00:00.000Z');
    const starts = await db.select().from(startList).where(eq(startList.unitCode, FINAL_100));
    expect(starts).toHaveLength(4);
    const [giorgi] = await db.select().from(athletes).where(eq(athletes.bib, 'G101'));
    expect(giorgi).toMatchObject({ code: 'G101', delegationCode: 'GEO', birthDate: '2010-05-01' });
    expect(await db.select().from(athleteEntries).where(eq(athleteEntries.athleteId, giorgi!.id))).toEqual([
      { athleteId: giorgi!.id, eventCode: 'ATHM100M'.padEnd(22, '-') },
    ]);
    const audit = await db.select().from(auditLog);
    expect(audit.map((a) => a.action)).toEqual(['import.apply']);

    // Public reads see it: the day's schedule lists the final; the profile shows an age, not the birth date.
    await app.publicCache.refresh();
    const day = await app.inject({ method: 'GET', url: '/api/schedule/days/2026-07-16' });
    expect(day.body).toContain(FINAL_100);
    const profile = await app.inject({ method: 'GET', url: `/api/athletes/${giorgi!.id}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.body).not.toContain('2010-05-01');
  });

  it('reports twenty seeded mistakes at their rows and cells and writes nothing', async () => {
    const s = smallGames();
    const add = (sheet: string, row: string[]) => s[sheet]!.push(row);
    // Delegations: rows 5-6.
    add('Delegations', ['KAZ', 'Kazakhstan again']); // 1 duplicate code A5
    add('Delegations', ['UZB', '']); // 2 required B6
    // Venues: rows 4-5.
    add('Venues', ['GYM', 'Gym', 'Baku', 'north', '49.8']); // 3 invalid D4
    add('Venues', ['POOL', 'Pool', 'Baku', '40.4', '200']); // 4 invalid E5
    // Events: rows 4-7.
    add('Events', ['XYZM100M', 'XYZ', 'M', 'Unknown sport', 'no', 'yes']); // 5 unknown discipline B4
    add('Events', ['ATHM200M', 'SWM', 'M', "Men's 200m", 'no', 'yes']); // 6 event not in discipline A5
    add('Events', ['ATHX400M', 'ATH', 'Q', '400m', 'no', 'yes']); // 7 invalid gender C6
    add('Events', ['ATHM800M', 'ATH', 'M', "Men's 800m", 'maybe', 'yes']); // 8 invalid team E7
    // Athletes: rows 10-16.
    add('Athletes', ['Z001', 'Zed', 'Nobody', 'M', '2010-01-01', 'ZZZ', 'ATH', 'ATHM100M']); // 9 F10
    add('Athletes', ['G101', 'Second', 'Giorgi', 'M', '2010-01-01', 'GEO', 'ATH', 'ATHM100M']); // 10 duplicate BIB A11
    add('Athletes', ['G120', 'Swim', 'Mer', 'W', '2010-01-01', 'GEO', 'ATH', 'SWMW100MFR']); // 11 not in discipline H12
    add('Athletes', ['G121', 'Leap', 'Year', 'M', '2011-02-30', 'GEO', 'ATH', 'ATHM100M']); // 12 invalid date E13
    add('Athletes', ['G122', 'Other', 'Gender', 'F', '2010-01-01', 'GEO', 'ATH', 'ATHM100M']); // 13 invalid gender D14
    add('Athletes', ['G123', 'Foo', 'Bar', 'M', '2010-01-01', 'GEO', 'FOO', '']); // 14 unknown discipline G15
    add('Athletes', ['G124', 'No', 'Event', 'M', '2010-01-01', 'GEO', 'ATH', 'ATHM999M']); // 15 unknown event H16
    // Teams: rows 3-4.
    add('Teams', ['KAZ-R', 'ATHW4X100M', 'KAZ', 'Kazakhstan', 'K201 NOPE1']); // 16 unknown member E3
    add('Teams', ['GEO-X', 'ATHX999', 'GEO', 'Georgia', '']); // 17 unknown event B4
    // Schedule: rows 6-8.
    const unit = (code: string, date: string, start: string, end: string, venue: string) =>
      add('Schedule', [
        'ATHM100M',
        'SFNL',
        'Semi-final',
        code,
        'Semi',
        date,
        start,
        end,
        venue,
        '',
        'no',
        '',
      ]);
    unit('0001', '2026-08-01', '10:00', '10:10', 'STA'); // 18 outside the games F6
    unit('0002', '2026-07-15', '12:00', '11:00', 'STA'); // 19 end before start H7
    unit('0003', '2026-07-15', '12:00', '12:10', 'XXX'); // 20 unknown venue I8
    const file = await workbook(s);
    const before = await snapshot();

    const expected = [
      ['Delegations', 5, 'A5', 'duplicateKey'],
      ['Delegations', 6, 'B6', 'required'],
      ['Venues', 4, 'D4', 'invalid'],
      ['Venues', 5, 'E5', 'invalid'],
      ['Events', 4, 'B4', 'unknownDiscipline'],
      ['Events', 5, 'A5', 'eventNotInDiscipline'],
      ['Events', 6, 'C6', 'invalid'],
      ['Events', 7, 'E7', 'invalid'],
      ['Athletes', 10, 'F10', 'unknownDelegation'],
      ['Athletes', 11, 'A11', 'duplicateBib'],
      ['Athletes', 12, 'H12', 'eventNotInDiscipline'],
      ['Athletes', 13, 'E13', 'invalid'],
      ['Athletes', 14, 'D14', 'invalid'],
      ['Athletes', 15, 'G15', 'unknownDiscipline'],
      ['Athletes', 16, 'H16', 'unknownEvent'],
      ['Teams', 3, 'E3', 'unknownCompetitor'],
      ['Teams', 4, 'B4', 'unknownEvent'],
      ['Schedule', 6, 'F6', 'outsideGames'],
      ['Schedule', 7, 'H7', 'endBeforeStart'],
      ['Schedule', 8, 'I8', 'unknownVenue'],
    ];
    for (const step of ['preview', 'apply'] as const) {
      const answer = await send(step, file);
      expect(answer.applied).toBe(false);
      const got = answer.problems.map((p) => [p.sheet, p.row, p.cell, p.code]);
      expect(got).toEqual(expected);
      expect(answer.problems.every((p) => p.message.length > 10 && p.severity === 'error')).toBe(true);
      expect(await snapshot()).toEqual(before);
    }
    // The messages come in the request's language.
    const az = await send('preview', file, 'games.xlsx', 'az-AZ');
    expect(az.problems[8]!.message).toBe('"ZZZ" nümayəndə heyəti nə oyunlarda, nə də faylda var');
  });

  it('changes nothing when the same file is imported twice', async () => {
    const file = await workbook(smallGames());
    expect((await send('apply', file)).applied).toBe(true);
    await liveHubCaughtUp(app);
    const before = await snapshot();
    const unitsBefore = await db.select().from(units);

    const again = await send('apply', file);
    expect(again.applied).toBe(true);
    expect(again.changes).toEqual([]);
    expect(again.counts.every((c) => c.created === 0 && c.updated === 0 && c.unchanged === c.rows)).toBe(
      true,
    );
    expect(await snapshot()).toEqual(before);
    expect(await db.select().from(units)).toEqual(unitsBefore);
  });

  it('updates only what a changed file changed', async () => {
    const file = await workbook(smallGames());
    await send('apply', file);
    await liveHubCaughtUp(app);
    const [heatBefore] = await db.select().from(units).where(eq(units.code, HEAT_1));
    const [finalBefore] = await db.select().from(units).where(eq(units.code, FINAL_100));
    const topic = async (t: string) =>
      (await db.select().from(dataVersions).where(eq(dataVersions.topic, t)))[0]?.version;
    const heatTopic = await topic(`unit:${HEAT_1}`);
    const finalTopic = await topic(`unit:${FINAL_100}`);

    const s = smallGames();
    s.Athletes![2]![2] = 'Kapanadze-Lomidze'; // G102's family name
    s.Schedule![3]![6] = '18:20'; // the final 20 minutes later
    s.Schedule![3]![7] = '18:30';
    s.Delegations!.push(['UZB', 'Uzbekistan']); // one new delegation
    const changed = await workbook(s);
    const preview = await send('preview', changed);
    expect(preview.changes).toEqual([
      { kind: 'delegations', key: 'UZB', action: 'create', fields: [] },
      { kind: 'athletes', key: 'G102', action: 'update', fields: ['familyName'] },
      { kind: 'schedule', key: FINAL_100.replace(/-+$/, ''), action: 'update', fields: ['startAt', 'endAt'] },
    ]);
    const applied = await send('apply', changed);
    expect(applied.applied).toBe(true);
    expect(count(applied, 'athletes')).toMatchObject({ updated: 1, unchanged: 7 });
    expect(count(applied, 'schedule')).toMatchObject({ updated: 1, unchanged: 3 });

    const [heatAfter] = await db.select().from(units).where(eq(units.code, HEAT_1));
    const [finalAfter] = await db.select().from(units).where(eq(units.code, FINAL_100));
    expect(heatAfter).toEqual(heatBefore);
    expect(finalAfter!.version).toBe(finalBefore!.version + 1);
    expect(finalAfter!.startAt.toISOString()).toBe('2026-07-16T14:20:00.000Z');
    expect(await topic(`unit:${HEAT_1}`)).toBe(heatTopic);
    expect(await topic(`unit:${FINAL_100}`)).toBeGreaterThan(finalTopic!);
    const [levan] = await db.select().from(athletes).where(eq(athletes.bib, 'G102'));
    expect(levan!.familyName).toBe('Kapanadze-Lomidze');
    expect((await db.select().from(auditLog)).length).toBe(2);
  });

  it('imports CSV files, one kind each, recognised by their header row in any language', async () => {
    const csv = 'Código;Nombre\nGEO;Georgia\nKAZ;Kazajistán\n';
    const answer = await send('apply', Buffer.from(csv), 'participantes.csv');
    expect(answer.problems).toEqual([]);
    expect(count(answer, 'delegations')).toMatchObject({ created: 2 });
    const bad = await send('preview', Buffer.from('Code,Name\nGEO,\n'), 'delegations.csv');
    expect(bad.problems.map((p) => [p.row, p.cell, p.code])).toEqual([[2, 'B2', 'required']]);
  });

  it('offers templates in the four languages that import as they are', async () => {
    for (const lang of ['eng', 'spa', 'por', 'aze']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/admin/import/template?lang=${lang}`,
        headers: auth(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="games-import-${lang}.xlsx"`);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(wb.worksheets).toHaveLength(7);
      const preview = await send('preview', res.rawPayload);
      // Every column is recognised and the example rows define every code they use.
      expect(preview.problems).toEqual([]);
      expect(preview.counts.map((c) => c.kind)).toEqual([
        'delegations',
        'venues',
        'events',
        'athletes',
        'teams',
        'rosters',
        'schedule',
      ]);
    }
  });

  it('is for admins only', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/import/preview',
      payload: await workbook(smallGames()),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(res.statusCode).toBe(401);
  });
});
