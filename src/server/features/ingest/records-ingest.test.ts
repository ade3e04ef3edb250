import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, records, teamRosters } from '../../db/schema';
import { EVENT, FINAL } from '../../test/test-games';
import { addRelayFinal, RELAY_FINAL } from '../../test/relay-final';
import { caller } from '../../test/accounts';
import { fixture, ingestTestApp } from './ingest-test-support';

const { app, db, post, versions, snapshot, ingestUpTo } = await ingestTestApp();
const as = caller(app);

const head = (type: string, code: string, version: number, extra = '') =>
  `<?xml version="1.0" encoding="UTF-8"?><OdfBody CompetitionCode="YG2026" DocumentCode="${code}" DocumentType="${type}" Version="${version}" ${extra} Date="2026-07-14" Time="183012345" LogicalDate="2026-07-14" Source="SWMRES1" FeedFlag="P">`;

const recordMessage = (version: number, body?: string) =>
  `${head('DT_RECORD', 'SWM-------------------------------', version)}<Competition>${
    body ??
    `<Record Code="${EVENT}">
      <RecordType Code="WR">
        <RecordData Current="Y" Result="51.71" Date="2017-07-23" Place="Budapest">
          <Competitor Type="A" Organisation="SWE"><Description GivenName="Sarah" FamilyName="Sjostrom"/></Competitor>
        </RecordData>
        <RecordData Current="N" Result="52.07" Date="2009-07-31" Place="Rome">
          <Competitor Type="A" Organisation="GER"><Description GivenName="Britta" FamilyName="Steffen"/></Competitor>
        </RecordData>
      </RecordType>
      <RecordType Code="NR"><RecordData Current="Y" Result="${version === 1 ? '55.90' : '55.80'}" Date="2025-05-01" Place="Lisbon">
        <Competitor Code="1000002" Type="A" Organisation="POR"/></RecordData></RecordType>
      <RecordType Code="GR"><RecordData Current="Y" Result="55.10" Date="2022-07-10" Place="Banská Bystrica">
        <Competitor Type="A" Organisation="HUN"><Description GivenName="Lili" FamilyName="Kovacs"/></Competitor></RecordData></RecordType>
    </Record>`
  }</Competition></OdfBody>`;

/** The final's official result with a games record (and a personal best) on the winner. */
const recordFinal = (version: number) =>
  `${head('DT_RESULT', FINAL, version, 'ResultStatus="OFFICIAL"')}<Competition>
    <Result Rank="1" SortOrder="1" Result="54.21"><Competitor Code="1000001" Type="A" Organisation="BRA"/>
      <RecordIndicator Order="1" Code="GR"/><RecordIndicator Order="2" Code="PB"/></Result>
    <Result Rank="2" SortOrder="2" Result="54.90"><Competitor Code="1000002" Type="A" Organisation="POR"/></Result>
  </Competition></OdfBody>`;

describe('records from the feed', () => {
  it('DT_RECORD applies current and previous records; a lower or equal Version is ignored; malformed ones change nothing', async () => {
    const before = await versions();
    const res = await post(recordMessage(2));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'applied', topics: ['records'] });
    expect((await versions()).records).toBeGreaterThan(before.records ?? 0);
    const page = (await app.inject({ url: '/api/records/SWM' })).json();
    const wr = page.records.find((r: { type: string }) => r.type === 'WR');
    expect(wr).toMatchObject({
      mark: '51.71',
      holder: { name: 'Sarah Sjostrom' },
      place: 'Budapest',
      current: true,
    });
    expect(wr.previous).toMatchObject({ mark: '52.07', holder: { name: 'Britta Steffen' } });
    const nr = page.records.find((r: { type: string }) => r.type === 'NR');
    // A holder who competes here is linked to the profile.
    expect(nr).toMatchObject({
      scope: 'POR',
      holder: { code: '1000002', athlete_id: 2, name: 'Inês Costa' },
    });

    const older = await post(recordMessage(1));
    expect(older.json().outcome).toBe('ignored');
    const same = await post(recordMessage(2));
    expect(same.json().outcome).toBe('ignored');
    const [stillNr] = await db
      .select()
      .from(records)
      .where(and(eq(records.type, 'NR'), eq(records.current, true)));
    expect(stillNr!.mark).toBe('55.80');

    const snap = await snapshot();
    for (const [body, reason] of [
      [`<Record Code="SWMW200MFR------------"><RecordType Code="WR"/></Record>`, 'unknown SWM event'],
      [
        `<Record Code="${EVENT}"><RecordType Code="WR"><RecordData Current="Y"><Competitor Type="A"/></RecordData></RecordType></Record>`,
        'lacks the attribute Result',
      ],
      [
        `<Record Code="${EVENT}"><RecordType Code="NR"><RecordData Current="Y" Result="1"><Competitor Type="A"><Description GivenName="A" FamilyName="B"/></Competitor></RecordData></RecordType></Record>`,
        'needs its Organisation',
      ],
      [
        `<Record Code="${EVENT}"><RecordType Code="WR"><RecordData Result="1" Date="2026-13-40"><Competitor Type="A"><Description GivenName="A"/></Competitor></RecordData></RecordType></Record>`,
        'Date must be',
      ],
    ] as const) {
      const bad = await post(recordMessage(3, body));
      expect(bad.statusCode, body).toBe(400);
      expect(bad.json().message).toContain(reason);
    }
    expect(await snapshot()).toBe(snap);
    expect(await db.select().from(records)).toHaveLength(4);
  });

  it('a record set in a final: badge on the result and the athlete, the record falls to the new holder, re-sent lower Version ignored', async () => {
    await post(recordMessage(1));
    await ingestUpTo('dt-result-live.xml');
    const res = await post(recordFinal(10));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().topics).toEqual(expect.arrayContaining([`unit:${FINAL}`, 'records']));
    const unit = (await app.inject({ url: `/api/units/${FINAL}` })).json();
    expect(unit.results[0].records).toEqual([
      { code: 'GR', equalled: false },
      { code: 'PB', equalled: false },
    ]);
    expect(unit.results[1].records).toBeUndefined();
    // The gold medallist carries the marks of the medal-winning result; the silver none.
    const medals = (await app.inject({ url: `/api/medals/events?event=${EVENT}` })).json();
    const [gold, silver] = medals.events[0].medallists;
    expect(gold).toMatchObject({
      medal: 'gold',
      competitor: { code: '1000001' },
      records: [
        { code: 'GR', equalled: false },
        { code: 'PB', equalled: false },
      ],
    });
    expect(silver).toMatchObject({ medal: 'silver', competitor: { code: '1000002' } });
    expect(silver.records).toBeUndefined();
    const gr = (await app.inject({ url: '/api/records/SWM' }))
      .json()
      .records.find((r: { type: string }) => r.type === 'GR');
    expect(gr).toMatchObject({
      mark: '54.21',
      unit_code: FINAL,
      holder: { athlete_id: 1, name: 'Ana Luísa Souza' },
    });
    expect(gr.place).toContain('Aquatics Centre');
    expect(gr.previous).toMatchObject({ mark: '55.10', holder: { name: 'Lili Kovacs' } });
    const profile = (await app.inject({ url: '/api/athletes/1/records' })).json();
    expect(profile.records[0]).toMatchObject({ type: 'GR', current: true });
    expect(profile.marks.map((m: { code: string }) => m.code).sort()).toEqual(['GR', 'PB']);
    const index = (await app.inject({ url: '/api/records' })).json();
    expect(index.recent[0]).toMatchObject({ type: 'GR', mark: '54.21' });
    expect(index.disciplines).toEqual([{ code: 'SWM', records: 3, broken: 1 }]);
    // Sent again (official, same marks): one record, not a chain of itself.
    expect((await post(recordFinal(11))).json().outcome).toBe('applied');
    expect((await post(recordFinal(9))).json().outcome).toBe('ignored');
    expect(await db.select().from(records).where(eq(records.type, 'GR'))).toHaveLength(2);
    const bad = await post(recordFinal(12).replace('Code="PB"', 'Code="P1"'));
    expect(bad.statusCode).toBe(400);
  });

  it('the results desk corrects a record, audited; visitors and bad bodies are refused with nothing changed', async () => {
    await post(recordMessage(1));
    const [wr] = await db
      .select()
      .from(records)
      .where(and(eq(records.type, 'WR'), eq(records.current, true)));
    const body = {
      mark: '51.72',
      holder_name: 'Sarah Sjöström',
      delegation_code: 'SWE',
      set_on: '2017-07-23',
      place: 'Budapest',
      note: 'Typo in the name',
    };
    expect((await as(null, 'PUT', `/api/admin/records/${wr!.id}`, body)).statusCode).toBe(401);
    expect((await as('athlete', 'PUT', `/api/admin/records/${wr!.id}`, body)).statusCode).toBe(403);
    const bad = await as('admin', 'PUT', `/api/admin/records/${wr!.id}`, { ...body, set_on: '2017-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('set_on');
    expect((await as('admin', 'PUT', '/api/admin/records/9999', body)).statusCode).toBe(404);
    const ok = await as('admin', 'PUT', `/api/admin/records/${wr!.id}`, body);
    expect(ok.statusCode, ok.body).toBe(200);
    const page = (await app.inject({ url: '/api/records/SWM' })).json();
    expect(page.records.find((r: { type: string }) => r.type === 'WR')).toMatchObject({
      mark: '51.72',
      holder: { name: 'Sarah Sjöström' },
    });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'record.correct'));
    expect(audit).toMatchObject({
      target: EVENT,
      before: { mark: '51.71' },
      after: { mark: '51.72', note: 'Typo in the name' },
    });
  });
});

describe('team rosters from the feed', () => {
  const MATCH = RELAY_FINAL;
  const teamMatch = () =>
    addRelayFinal(db, [
      { code: 'BRA-T', delegation: 'BRA', name: 'Brazil', athleteIds: [1, 4] },
      { code: 'POR-T', delegation: 'POR', name: 'Portugal', athleteIds: [2] },
    ]);
  const live = (version: number, bib = '7', clock = '05:32') =>
    `${head('DT_RESULT', MATCH, version, 'ResultStatus="LIVE"')}<Competition>
      <ExtendedInfos><ExtendedInfo Type="UI" Code="CLOCK" Value="${clock}"/></ExtendedInfos>
      <Result SortOrder="1"><Competitor Code="BRA-T" Type="T" Organisation="BRA"><Composition>
        <Athlete Code="1000004" Order="1" Bib="${bib}"><EventUnitEntry Type="EUE" Code="POSITION" Value="G"/><EventUnitEntry Type="EUE" Code="STARTER" Value="Y"/></Athlete>
        <Athlete Code="1000001" Order="2" Bib="12"><EventUnitEntry Type="EUE" Code="POSITION" Value="C"/></Athlete>
      </Composition></Competitor></Result>
      <Result SortOrder="2"><Competitor Code="POR-T" Type="T" Organisation="POR"/></Result>
    </Competition></OdfBody>`;

  it('a team result carries its players and the clock; lower Version ignored; malformed refused; the desk corrects', async () => {
    await teamMatch();
    expect((await post(live(2))).json()).toMatchObject({ outcome: 'applied' });
    const lineups = (await app.inject({ url: `/api/units/${MATCH}/lineups` })).json();
    expect(lineups.clock).toBe('05:32');
    expect(lineups.teams[0]).toMatchObject({ code: 'BRA-T', name: 'Brazil' });
    expect(lineups.teams[0].players).toEqual([
      { athlete_id: 4, name: 'Bia Lima', shirt_number: 7, position: 'G', starter: true },
      { athlete_id: 1, name: 'Ana Souza', shirt_number: 12, position: 'C', starter: false },
    ]);
    // Without a roster of its own, a side lists its team's members.
    expect(lineups.teams[1].players).toEqual([
      expect.objectContaining({ name: 'Inês Costa', shirt_number: null }),
    ]);

    expect((await post(live(1, '99'))).json().outcome).toBe('ignored');
    const snap = JSON.stringify(await db.select().from(teamRosters));
    for (const [message, reason] of [
      [live(3, 'seven'), 'Bib (the shirt number)'],
      [live(3, '7', '5 min'), 'CLOCK must be'],
      [live(3).replace('Code="1000001" Order="2"', 'Code="1000002" Order="2"'), 'is not of BRA'],
    ] as const) {
      const bad = await post(message);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain(reason);
    }
    expect(JSON.stringify(await db.select().from(teamRosters))).toBe(snap);

    const url = `/api/admin/units/${MATCH}/rosters/BRA-T`;
    const players = [{ athlete_code: '1000004', shirt_number: 8, position: 'PG', starter: true }];
    expect((await as('athlete', 'PUT', url, { players })).statusCode).toBe(403);
    const wrong = await as('admin', 'PUT', url, { players: [{ ...players[0], athlete_code: '1000002' }] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('is not of BRA');
    expect((await as('admin', 'PUT', url, { players })).statusCode).toBe(200);
    const after = (await app.inject({ url: `/api/units/${MATCH}/lineups` })).json();
    expect(after.teams[0].players).toEqual([
      { athlete_id: 4, name: 'Bia Lima', shirt_number: 8, position: 'PG', starter: true },
    ]);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'unit.roster'));
    expect(audit).toMatchObject({ target: MATCH });
    // The official result without a clock stops it.
    await post(
      live(4).replace(
        '<ExtendedInfos><ExtendedInfo Type="UI" Code="CLOCK" Value="05:32"/></ExtendedInfos>',
        '',
      ),
    );
    expect((await app.inject({ url: `/api/units/${MATCH}/lineups` })).json().clock).toBeNull();
  });
});

void fixture;
