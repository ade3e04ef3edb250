import { describe, expect, it } from 'vitest';
import { addRelayFinal, RELAY_FINAL } from '../../test/relay-final';
import { seededGames } from '../../test/seeded-games';
import { accountToken } from '../../test-accounts';
import { build, resetTinyGames } from '../../test/helper';

/** A relay's results list each team's runners: the match's line-up in order, else the team's members. */
const RELAY = 'ATHM4X400M--D1--------FNL-000100--';
const { app, get, json } = await seededGames();
const KEY = 'relay-runners-ingest-key-0123456789';
/** A second app on the tiny games, which takes ODF messages. */
const app2 = await build({ INGEST_API_KEY: KEY });

type Member = { name: string; bib: string | null; order: number | null };
type Row = { competitor: { code: string; type: string; delegation: string }; members?: Member[] };

describe('a relay unit lists its runners', () => {
  it('gives every team its members, then the line-up the desk sets in running order', async () => {
    const before = await get(`/api/units/${RELAY}`);
    const { results } = before.json() as { results: Row[] };
    expect(results.length).toBeGreaterThan(2);
    for (const r of results) {
      expect(r.competitor.type).toBe('T');
      expect(r.members, r.competitor.code).toHaveLength(4);
      for (const m of r.members!) {
        expect(m.name).toMatch(/\S+ \S+/);
        expect(m.order).toBeNull();
      }
    }

    // The desk gives the first team's running order: the read changes at once, in that order.
    const team = results[0]!;
    const { members } = await json<{ members: { id: number; name: string }[] }>(
      `/api/teams/${team.competitor.code}`,
    );
    expect(members).toHaveLength(4);
    // The demo's athlete codes are their ids above a million, as ODF numbers them.
    const running = [...members].reverse().map((m) => ({ code: String(1_000_000 + m.id), name: m.name }));
    const token = await accountToken(app, 'relay-desk', 'admin');
    const put = await app.inject({
      method: 'PUT',
      url: `/api/admin/units/${RELAY}/rosters/${team.competitor.code}`,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        players: running.map((a, i) => ({
          athlete_code: a.code,
          shirt_number: i + 11,
          position: null,
          starter: true,
        })),
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const revalidated = await get(`/api/units/${RELAY}`, { 'if-none-match': before.headers.etag as string });
    expect(revalidated.statusCode).toBe(200);
    const after = (revalidated.json() as { results: Row[] }).results;
    expect(after[0]!.members).toEqual(
      running.map((a, i) => ({ name: a.name, bib: String(i + 11), order: i + 1 })),
    );
    // The other teams keep their members.
    expect(after[1]!.members).toEqual(results[1]!.members);
  });
});

describe("a relay's Composition from the feed", () => {
  it('lists the runners in their Order, whatever order the message lists them in', async () => {
    await resetTinyGames(app2);
    const UNIT = RELAY_FINAL;
    await addRelayFinal(app2.database.db, [
      { code: 'BRA-R', delegation: 'BRA', name: 'Brazil', athleteIds: [1, 4] },
    ]);
    const message = `<?xml version="1.0" encoding="UTF-8"?><OdfBody CompetitionCode="YG2026" DocumentCode="${UNIT}" DocumentType="DT_RESULT" Version="1" ResultStatus="OFFICIAL" Date="2026-07-14" Time="183012345" LogicalDate="2026-07-14" Source="SWMRES1" FeedFlag="P"><Competition>
      <Result Rank="1" SortOrder="1" Result="3:40.12"><Competitor Code="BRA-R" Type="T" Organisation="BRA"><Composition>
        <Athlete Code="1000001" Order="2"/><Athlete Code="1000004" Order="1"/>
      </Composition></Competitor></Result></Competition></OdfBody>`;
    const posted = await app2.inject({
      method: 'POST',
      url: '/api/ingest/odf',
      payload: message,
      headers: { 'content-type': 'application/xml', 'x-api-key': KEY },
    });
    expect(posted.json()).toMatchObject({ outcome: 'applied' });
    const read = (await app2.inject({ url: `/api/units/${UNIT}` })).json() as { results: Row[] };
    expect(read.results[0]!.members).toEqual([
      { name: 'Bia Lima', bib: '204', order: 1 },
      { name: 'Ana Souza', bib: '201', order: 2 },
    ]);
  });
});
