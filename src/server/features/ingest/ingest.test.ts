import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  athletes,
  ingestLog,
  medals,
  officialCommunications,
  reportDocuments,
  results,
  startList,
  units,
} from '../../db/schema';
import { EVENT, FINAL } from '../../test/test-games';
import { fixture, ingestTestApp } from './ingest-test-support';

const { app, db, post, versions, snapshot, ingestUpTo } = await ingestTestApp();

describe('ODF message types, applied in order', () => {
  it('DT_PARTIC adds new athletes and replaces the fields of known ones', async () => {
    const before = await versions();
    const res = await post(fixture('dt-partic.xml'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'applied', topics: ['participants'] });
    const [leyla] = await db.select().from(athletes).where(eq(athletes.code, '1000005'));
    expect(leyla).toMatchObject({ familyName: 'Aliyeva', delegationCode: 'AZE', bib: '305', heightCm: 168 });
    const [ana] = await db.select().from(athletes).where(eq(athletes.code, '1000001'));
    expect(ana!.givenName).toBe('Ana Luísa');
    expect((await versions()).participants).toBeGreaterThan(before.participants ?? 0);
  });

  it('DT_PARTIC_UPDATE patches only what it carries', async () => {
    await ingestUpTo('dt-partic.xml');
    const res = await post(fixture('dt-partic-update.xml'));
    expect(res.json().outcome).toBe('applied');
    const [ines] = await db.select().from(athletes).where(eq(athletes.code, '1000002'));
    expect(ines).toMatchObject({ bib: '412', weightKg: 58, givenName: 'Inês', familyName: 'Costa' });
  });

  it('DT_SCHEDULE creates units (and their phase) with start lists; a unit after midnight keeps its day', async () => {
    await ingestUpTo('dt-partic-update.xml');
    const res = await post(fixture('dt-schedule.xml'));
    expect(res.statusCode).toBe(200);
    const heat = 'SWMW100MFR------------HEAT000100--';
    expect(res.json().topics).toEqual(
      expect.arrayContaining([
        `unit:${heat}`,
        `unit:${FINAL}`,
        `event:${EVENT}`,
        'schedule:2026-07-14',
        'schedule',
        'reference',
      ]),
    );
    const [unit] = await db.select().from(units).where(eq(units.code, heat));
    expect(unit).toMatchObject({ name: 'Heat 1', scheduleStatus: 'SCHEDULED', resultStatus: 'START_LIST' });
    // Every interface language the feed sends is kept; one the app does not speak (FRA) is not.
    expect(unit!.names).toEqual({ en: 'Heat 1', es: 'Serie 1', pt: 'Eliminatória 1', az: 'Zabeq 1' });
    const read = await app.inject({ url: `/api/units/${heat}` });
    expect(read.json().unit).toMatchObject({ name: 'Heat 1', names: { es: 'Serie 1', az: 'Zabeq 1' } });
    const [final] = await db.select().from(units).where(eq(units.code, FINAL));
    expect(final!.logicalDay).toBe('2026-07-14'); // 01:30 on the 15th belongs to the 14th
    expect(final!.startText).toBe('Not before 01:30');
    const list = await db.select().from(startList).where(eq(startList.unitCode, heat));
    expect(list.map((s) => s.competitorCode).sort()).toEqual(['1000001', '1000002']);
  });

  it('DT_SCHEDULE_UPDATE changes only the status it carries', async () => {
    await ingestUpTo('dt-schedule.xml');
    const res = await post(fixture('dt-schedule-update.xml'));
    expect(res.json().outcome).toBe('applied');
    const [final] = await db.select().from(units).where(eq(units.code, FINAL));
    expect(final).toMatchObject({ scheduleStatus: 'RUNNING', name: 'Final', startText: 'Not before 01:30' });
  });

  it('DT_RESULT (live) replaces the results whole; no medals before an official result', async () => {
    await ingestUpTo('dt-schedule-update.xml');
    const res = await post(fixture('dt-result-live.xml'));
    expect(res.json().topics).toEqual(
      expect.arrayContaining([`unit:${FINAL}`, `event:${EVENT}`, 'results', 'schedule:2026-07-14']),
    );
    expect(res.json().topics).not.toContain('medals');
    const rows = await db.select().from(results).where(eq(results.unitCode, FINAL));
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.rank === null)).toBe(true);
    expect(await db.select().from(medals)).toHaveLength(0);
    const [final] = await db.select().from(units).where(eq(units.code, FINAL));
    expect(final!.resultStatus).toBe('LIVE');
  });

  it("DT_RESULT of a match under way keeps each part's points for both sides, its own first", async () => {
    await ingestUpTo('dt-schedule-update.xml');
    const part = (pos: number, points: number) =>
      `<ExtendedResult Type="ER" Code="QUARTER" Pos="${pos}" Value="${points}"/>`;
    const live = fixture('dt-result-live.xml').replace(
      /<Competition>[\s\S]*<\/Competition>/,
      `<Competition>
        <Result SortOrder="1"><Competitor Code="1000001" Type="A" Organisation="BRA"/>
          <ExtendedResults>${part(2, 20)}${part(1, 18)}${part(3, 7)}</ExtendedResults></Result>
        <Result SortOrder="2"><Competitor Code="1000002" Type="A" Organisation="POR"/>
          <ExtendedResults>${part(1, 15)}${part(2, 22)}${part(3, 4)}</ExtendedResults></Result>
      </Competition>`,
    );
    expect((await post(live)).json().outcome).toBe('applied');
    const rows = await db.select().from(results).where(eq(results.unitCode, FINAL));
    const extras = (code: string) => rows.find((r) => r.competitorCode === code)!.extras;
    expect(extras('1000001')).toEqual({
      quarters: [
        { a: 18, b: 15 },
        { a: 20, b: 22 },
        { a: 7, b: 4 },
      ],
    });
    expect(extras('1000002')).toEqual({
      quarters: [
        { a: 15, b: 18 },
        { a: 22, b: 20 },
        { a: 4, b: 7 },
      ],
    });
    const mixed = live
      .replace('Version="1"', 'Version="2"')
      .replace('Code="QUARTER" Pos="3"', 'Code="HALF" Pos="3"');
    expect((await post(mixed)).statusCode).toBe(400);
  });

  it('DT_RESULT (official) awards the medals from the ranks; invalid marks get none', async () => {
    await ingestUpTo('dt-result-live.xml');
    const res = await post(gzipSync(fixture('dt-result-official.xml')), { 'content-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.json().topics).toEqual(expect.arrayContaining(['medals', `event:${EVENT}`]));
    const rows = await db
      .select()
      .from(results)
      .where(eq(results.unitCode, FINAL))
      .orderBy(asc(results.sortOrder));
    expect(rows[0]).toMatchObject({ rank: 1, result: '54.21', timeMs: 54210, reactionTime: 0.64 });
    expect(rows[0]!.extras).toEqual({ splits: [{ distance: '50m', timeMs: 26100 }] });
    expect(rows[3]).toMatchObject({ rank: null, irm: 'DSQ' });
    const won = await db.select().from(medals).orderBy(asc(medals.competitorCode));
    expect(won.map((m) => [m.competitorCode, m.medal])).toEqual([
      ['1000001', 'gold'],
      ['1000002', 'silver'],
      ['1000003', 'bronze'],
    ]);
    // The public medal table counts them at once: one medal each for three delegations.
    const table = await app.inject({ url: '/api/medals' });
    expect(table.statusCode).toBe(200);
    expect(table.json()).toEqual({
      rows: [
        { rank: 1, delegation: 'BRA', name: 'Brazil', gold: 1, silver: 0, bronze: 0, total: 1 },
        { rank: 2, delegation: 'POR', name: 'Portugal', gold: 0, silver: 1, bronze: 0, total: 1 },
        { rank: 3, delegation: 'AZE', name: 'Azerbaijan', gold: 0, silver: 0, bronze: 1, total: 1 },
      ],
      totals: { gold: 1, silver: 1, bronze: 1, total: 3 },
    });
  });

  it('DT_MEDALLISTS that agree with the computed medals report nothing', async () => {
    await ingestUpTo('dt-result-official.xml');
    const res = await post(fixture('dt-medallists.xml'));
    expect(res.json()).toMatchObject({ outcome: 'applied', mismatches: [], topics: [] });
  });

  it('an older or equal Version is ignored and writes nothing', async () => {
    await ingestUpTo('dt-medallists.xml');
    const before = await snapshot();
    for (const name of ['dt-result-live.xml', 'dt-result-official.xml']) {
      const res = await post(fixture(name));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ outcome: 'ignored', topics: [] });
      expect(res.json().reason).toMatch(/not newer than 2/);
    }
    expect(await snapshot()).toBe(before);
  });

  it('a corrected official DT_RESULT moves the medals and leaves the Note for readers', async () => {
    await ingestUpTo('dt-medallists.xml');
    const res = await post(fixture('dt-result-corrected.xml'));
    expect(res.json().outcome).toBe('applied');
    const won = await db.select().from(medals).orderBy(asc(medals.competitorCode));
    expect(won.map((m) => [m.competitorCode, m.medal])).toEqual([
      ['1000001', 'gold'],
      ['1000002', 'bronze'],
      ['1000003', 'silver'],
    ]);
    const notes = await app.inject({ url: `/api/units/${FINAL}/corrections` });
    expect(notes.json().corrections[0].note).toMatch(/silver and bronze exchanged/);
  });

  it('DT_MEDALS that disagree are reported and logged, never written', async () => {
    await ingestUpTo('dt-result-corrected.xml');
    const before = await snapshot();
    const res = await post(fixture('dt-medals.xml'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.outcome).toBe('applied');
    expect(body.mismatches).toEqual(
      expect.arrayContaining([
        {
          key: 'POR',
          ours: { gold: 0, silver: 0, bronze: 1, total: 1 },
          theirs: { gold: 0, silver: 1, bronze: 0, total: 1 },
        },
        expect.objectContaining({ key: 'AZE' }),
      ]),
    );
    expect(await snapshot()).toBe(before);
    const [log] = await db.select().from(ingestLog).where(eq(ingestLog.documentType, 'DT_MEDALS'));
    expect((log!.report as { mismatches: unknown[] }).mismatches).toHaveLength(2);
  });

  it('DT_COMMUNICATION stores the official communication', async () => {
    const res = await post(fixture('dt-communication.xml'));
    expect(res.json()).toMatchObject({ outcome: 'applied', topics: ['documents'] });
    const [c] = await db.select().from(officialCommunications);
    expect(c).toMatchObject({ disciplineCode: 'SWM', priority: 1, language: 'ENG' });
    expect(c!.text).toContain('Warm-up pool closes');
    const pub = await app.inject({ url: '/api/communications?q=100%20m&sort=priority' });
    expect(pub.json().items).toEqual([
      expect.objectContaining({
        title: "Start time of the women's 100 m freestyle final",
        discipline: 'SWM',
      }),
    ]);
    expect((await app.inject({ url: '/api/communications?q=relay' })).json().items).toEqual([]);
  });

  it('DT_PDF stores the report document', async () => {
    const res = await post(fixture('dt-pdf.xml'));
    expect(res.json().outcome).toBe('applied');
    const [d] = await db.select().from(reportDocuments);
    expect(d).toMatchObject({ reportType: 'C73A', documentCode: FINAL, disciplineCode: 'SWM' });
    const pdf = Buffer.from('%PDF-1.4 start list').toString('base64');
    const carried = fixture('dt-pdf.xml')
      .replace('C73A', 'C51A')
      .replace(/<Document [^>]*\/>/, `<Document Title="Start list"><Content>${pdf}</Content></Document>`);
    expect((await post(carried)).json().outcome).toBe('applied');
    const list = await app.inject({ url: '/api/documents?code=SWMW100MFR' });
    const items = list.json().items as { report_type: string; url: string }[];
    expect(items.map((i) => i.report_type)).toEqual(['C51A', 'C73A']);
    expect(items[1]!.url).toBe('https://results.example.org/pdf/SWMW100MFR-FNL-C73A.pdf');
    const file = await app.inject({ url: items[0]!.url });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['referrer-policy']).toBe('no-referrer');
    // Named after its document and report, for the app's download and the browser's.
    expect(file.headers['content-disposition']).toContain(`filename="${FINAL}_C51A.pdf"`);
    expect(file.body).toBe('%PDF-1.4 start list');
  });
});
