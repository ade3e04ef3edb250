/* eslint-disable @typescript-eslint/no-explicit-any -- the answers are read loosely in the assertions */
import { beforeEach, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { writeGames } from '../../demo-data';
import { auditLog, bracketMatches, poolStandings } from '../../db/schema';
import { testAccounts } from '../../test/accounts';
import { build, liveHubCaughtUp } from '../../test/helper';
import { tinyGames } from '../../test/test-games';

/**
 * Knockout brackets and pool tables: DT_BRACKETS and DT_POOL_STANDING applied with the feed's
 * version rules, read back filled in from the matches' results, corrected at the desk, and
 * malformed messages refused without a trace.
 */
const KEY = 'brackets-ingest-key-0123456789';
const app = await build({ INGEST_API_KEY: KEY });
const db = app.database.db;
const as = testAccounts(app);

const EVENT = 'JUDW52KG--------D1----';
const unit = (phase: string, n: number) =>
  `${EVENT}${phase.padEnd(4, '-')}${String(n * 100).padStart(6, '0')}--`;
const SF1 = unit('SFNL', 1);
const SF2 = unit('SFNL', 2);
const GOLD = unit('FNL', 1);

/** The tiny games plus a four-judoka knockout: two semifinals and a final. */
function drawGames() {
  const games = tinyGames();
  const start = new Date('2026-07-15T10:00:00Z');
  games.disciplines.push({
    ...games.disciplines[0]!,
    code: 'JUD',
    names: { en: 'Judo', es: 'Judo', pt: 'Judo', az: 'Cüdo' },
  });
  games.events.push({
    code: EVENT,
    disciplineCode: 'JUD',
    gender: 'W',
    name: '-52 kg',
    division: 1,
    team: false,
    sortOrder: 2,
  });
  games.phases.push(
    { code: SF1.slice(0, 26), eventCode: EVENT, name: 'Semifinals', sortOrder: 1 },
    { code: GOLD.slice(0, 26), eventCode: EVENT, name: 'Finals', sortOrder: 2 },
  );
  for (const [code, name] of [
    [SF1, 'Semifinal 1'],
    [SF2, 'Semifinal 2'],
    [GOLD, 'Gold medal contest'],
  ] as const)
    games.units.push({
      code,
      eventCode: EVENT,
      phaseCode: code.slice(0, 26),
      disciplineCode: 'JUD',
      name,
      startAt: start,
      endAt: new Date(start.getTime() + 600_000),
      logicalDay: '2026-07-15',
      venueCode: 'AQC',
      location: 'Mat 1',
      scheduleStatus: 'SCHEDULED',
      resultStatus: 'START_LIST',
      medal: code === GOLD,
    });
  return games;
}

function post(xml: string) {
  return app.inject({
    method: 'POST',
    url: '/api/ingest/odf',
    payload: xml,
    headers: { 'content-type': 'application/xml', 'x-api-key': KEY },
  });
}

const head = (type: string, code: string, version: number, extra = '') =>
  `<?xml version="1.0" encoding="UTF-8"?><OdfBody CompetitionCode="YG2026" DocumentCode="${code}" DocumentType="${type}" ` +
  `Version="${version}" Date="2026-07-15" Time="120000000" LogicalDate="2026-07-15" Source="JUDRES1" FeedFlag="P"${extra}><Competition>`;
const competitor = (code: string) => `<Competitor Code="${code}" Type="A"/>`;

const bracketXml = (version: number, items = defaultItems) =>
  `${head('DT_BRACKETS', `${EVENT}------------`, version)}<Bracket Code="MAIN">${items}</Bracket></Competition></OdfBody>`;
const defaultItems =
  `<BracketItems Code="SFNL" Order="1">` +
  `<BracketItem Order="1" Unit="${SF1}"><CompetitorPlace Pos="1">${competitor('1000001')}</CompetitorPlace><CompetitorPlace Pos="2">${competitor('1000002')}</CompetitorPlace></BracketItem>` +
  `<BracketItem Order="2" Unit="${SF2}"><CompetitorPlace Pos="1">${competitor('1000003')}</CompetitorPlace><CompetitorPlace Pos="2" Bye="Y"/></BracketItem>` +
  `</BracketItems><BracketItems Code="FNL" Order="2">` +
  `<BracketItem Order="1" Unit="${GOLD}"><CompetitorPlace Pos="1" Source="W:SFNL:1"/><CompetitorPlace Pos="2" Source="W:SFNL:2"/></BracketItem>` +
  `</BracketItems>`;

const resultXml = (code: string, winner: string, loser: string) =>
  `${head('DT_RESULT', code, 1, ' ResultStatus="OFFICIAL"')}` +
  `<Result Rank="1" SortOrder="1" Result="W">${competitor(winner)}</Result>` +
  `<Result Rank="2" SortOrder="2" Result="L">${competitor(loser)}</Result></Competition></OdfBody>`;

const standingXml = (version: number, lines: string) =>
  `${head('DT_POOL_STANDING', `${SF1.slice(0, 26)}--------`, version, ' DocumentSubcode="A"')}${lines}</Competition></OdfBody>`;
const line = (code: string, rank: number, attrs: string, figures = '') =>
  `<Result Rank="${rank}" SortOrder="${rank}" ${attrs}><ExtendedResults>${figures}</ExtendedResults>${competitor(code)}</Result>`;
const defaultLines =
  line(
    '1000001',
    1,
    'Played="2" Won="2" Lost="0" Result="4" QualificationMark="Q"',
    '<ExtendedResult Code="DIFF" Value="12"/>',
  ) +
  line(
    '1000002',
    2,
    'Played="2" Won="1" Lost="1" Result="3" QualificationMark="q"',
    '<ExtendedResult Code="DIFF" Value="2"/>',
  ) +
  line('1000003', 3, 'Played="2" Won="0" Lost="2" Result="2"', '<ExtendedResult Code="DIFF" Value="-14"/>');

async function read<T = any>(what: 'bracket' | 'standings'): Promise<T> {
  await liveHubCaughtUp(app);
  await app.publicCache.refresh();
  const res = await app.inject({ url: `/api/events/${EVENT}/${what}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}
const sides = (b: any, round: number, match: number) =>
  b.brackets[0].rounds[round].matches[match].sides.map((s: any) =>
    s.bye ? 'bye' : `${s.competitor?.code ?? s.source}${s.winner ? '*' : ''}`,
  );
const stored = async () =>
  JSON.stringify([
    await db.select().from(bracketMatches).orderBy(asc(bracketMatches.position)),
    await db.select().from(poolStandings).orderBy(asc(poolStandings.sortOrder)),
  ]);

beforeEach(async () => {
  await db.execute(sql`truncate odf_documents, ingest_log, audit_log restart identity`);
  await writeGames(db, drawGames());
  await app.publicCache.refresh();
});

describe('DT_BRACKETS', () => {
  it('applies a tree, fills the next round from an ingested result, ignores an older version, takes a desk correction', async () => {
    const res = await post(bracketXml(2));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'applied', topics: [`event:${EVENT}`] });
    let b = await read('bracket');
    expect(b.brackets[0].rounds.map((r: any) => r.code)).toEqual(['SFNL', 'FNL']);
    // A bye wins its match at once: the final already knows one side.
    expect(sides(b, 0, 1)).toEqual(['1000003*', 'bye']);
    expect(sides(b, 1, 0)).toEqual(['W:SFNL:1', '1000003']);

    // The semifinal's result, and nothing else, puts its winner into the final.
    expect((await post(resultXml(SF1, '1000002', '1000001'))).statusCode).toBe(200);
    b = await read('bracket');
    expect(sides(b, 0, 0)).toEqual(['1000001', '1000002*']);
    expect(sides(b, 1, 0)).toEqual(['1000002', '1000003']);

    // An older or equal version changes nothing.
    const before = await stored();
    const older = await post(bracketXml(1, ''));
    expect(older.json()).toMatchObject({ outcome: 'ignored' });
    expect((await post(bracketXml(2, ''))).json().outcome).toBe('ignored');
    expect(await stored()).toBe(before);

    // The desk corrects the winner (audited); a visitor may not; a stranger is no winner.
    const url = `/api/admin/events/${EVENT}/bracket/winner`;
    const body = { bracket: 'MAIN', round: 'SFNL', position: 1, winner: '1000001' };
    expect((await app.inject({ method: 'PUT', url, payload: body })).statusCode).toBe(401);
    const user = await app.inject({ method: 'PUT', url, payload: body, headers: await as('user') });
    expect(user.statusCode).toBe(403);
    const stranger = await app.inject({
      method: 'PUT',
      url,
      payload: { ...body, winner: '1000004' },
      headers: await as('admin'),
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toMatch(/winner/);
    const ok = await app.inject({ method: 'PUT', url, payload: body, headers: await as('admin') });
    expect(ok.statusCode, ok.body).toBe(200);
    b = await read('bracket');
    expect(sides(b, 0, 0)).toEqual(['1000001*', '1000002']);
    expect(sides(b, 1, 0)).toEqual(['1000001', '1000003']);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'bracket.winner'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: { winner: null }, after: { winner: '1000001' } });
    // A side the final takes from the semifinal's winner may be named the final's winner too.
    const final = { bracket: 'MAIN', round: 'FNL', position: 1, winner: '1000001' };
    const filled = await app.inject({ method: 'PUT', url, payload: final, headers: await as('admin') });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(sides(await read('bracket'), 1, 0)).toEqual(['1000001*', '1000003']);
  });

  it('refuses malformed trees with a 400 that names the fault and writes nothing', async () => {
    await post(bracketXml(1));
    const before = await stored();
    const item = (places: string, extra = '') =>
      `<BracketItems Code="SFNL"><BracketItem Order="1"${extra}>${places}</BracketItem></BracketItems>`;
    for (const [xml, reason] of [
      [
        bracketXml(5, item(`<CompetitorPlace Pos="3">${competitor('1000001')}</CompetitorPlace>`)),
        /Pos must be 1 or 2/,
      ],
      [bracketXml(5, item(`<CompetitorPlace Pos="1" Source="winner of 3"/>`)), /Source must be like/],
      [
        bracketXml(5, item(`<CompetitorPlace Pos="1">${competitor('9999999')}</CompetitorPlace>`)),
        /unknown athlete 9999999/,
      ],
      [bracketXml(5, item('', ` Unit="${unit('QFNL', 1)}"`)), /no unit of event/],
      [
        bracketXml(
          5,
          item(
            `<CompetitorPlace Pos="1" WLT="W">${competitor('1000001')}</CompetitorPlace><CompetitorPlace Pos="2" WLT="W">${competitor('1000002')}</CompetitorPlace>`,
          ),
        ),
        /only one side can win/,
      ],
      [bracketXml(5, '').replace(EVENT, 'JUDW99KG--------D1----'), /unknown event/],
    ] as const) {
      const res = await post(xml);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(reason);
    }
    expect(await stored()).toBe(before);
  });
});

describe('DT_POOL_STANDING', () => {
  it('applies a pool table, ignores an older version, takes a desk correction of a line', async () => {
    const res = await post(standingXml(3, defaultLines));
    expect(res.statusCode, res.body).toBe(200);
    let s = await read('standings');
    expect(s.pools).toHaveLength(1);
    expect(s.pools[0]).toMatchObject({ pool: 'A' });
    expect(
      s.pools[0].rows.map((r: any) => [
        r.competitor.code,
        r.rank,
        r.won,
        r.lost,
        r.points,
        r.figures.DIFF,
        r.qualification_mark,
      ]),
    ).toEqual([
      ['1000001', 1, 2, 0, 4, 12, 'Q'],
      ['1000002', 2, 1, 1, 3, 2, 'q'],
      ['1000003', 3, 0, 2, 2, -14, null],
    ]);

    const before = await stored();
    expect((await post(standingXml(2, line('1000004', 1, 'Won="1"')))).json().outcome).toBe('ignored');
    expect(await stored()).toBe(before);

    const url = `/api/admin/events/${EVENT}/standings`;
    const body = {
      phase: SF1.slice(0, 26),
      pool: 'A',
      competitor_code: '1000003',
      rank: 3,
      played: 2,
      won: 0,
      drawn: 1,
      lost: 1,
      points: 3,
      figures: { DIFF: -10 },
      qualification_mark: null,
    };
    expect(
      (await app.inject({ method: 'PUT', url, payload: body, headers: await as('user') })).statusCode,
    ).toBe(403);
    const bad = await app.inject({
      method: 'PUT',
      url,
      payload: { ...body, won: 2 },
      headers: await as('admin'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/played/);
    const ok = await app.inject({ method: 'PUT', url, payload: body, headers: await as('admin') });
    expect(ok.statusCode, ok.body).toBe(200);
    s = await read('standings');
    expect(s.pools[0].rows[2]).toMatchObject({ drawn: 1, lost: 1, points: 3, figures: { DIFF: -10 } });
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'standing.change'));
    expect(audit[0]).toMatchObject({ before: { points: 2 }, after: { points: 3 } });
  });

  it('refuses malformed tables with a 400 and writes nothing', async () => {
    await post(standingXml(1, defaultLines));
    const before = await stored();
    for (const [xml, reason] of [
      [standingXml(5, line('1000001', 1, 'Played="1" Won="2"')), /more than Played/],
      [standingXml(5, line('1000001', 1, 'QualificationMark="X"')), /QualificationMark must be Q or q/],
      [
        standingXml(5, line('1000001', 1, '', '<ExtendedResult Code="GOALS" Value="3"/>')),
        /ExtendedResult Code must be one of/,
      ],
      [standingXml(5, line('1000001', 1, '') + line('1000001', 2, '')), /appears twice/],
      [standingXml(5, '').replace(SF1.slice(0, 26), `${EVENT}QFNL`), /unknown phase/],
    ] as const) {
      const res = await post(xml);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(reason);
    }
    expect(await stored()).toBe(before);
  });
});
