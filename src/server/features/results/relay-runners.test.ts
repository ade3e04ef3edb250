import { describe, expect, it } from 'vitest';
import { seededGames } from '../../test/seeded-games';
import { accountToken } from '../../test-accounts';

/** A relay's results list each team's runners: the match's line-up in order, else the team's members. */
const RELAY = 'ATHM4X400M--D1--------FNL-000100--';
const { app, get, json } = await seededGames();

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
