import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../test/helper';

/** Medallists name the athlete's profile id, so the medals screens can open it. */
const app = await build({}, false, 'demo-games');
beforeAll(() => app.publicCache.refresh(), 120_000);

interface Medallist {
  medal: string;
  athlete_id: number | null;
  competitor: { type: 'A' | 'T'; code: string; bib: string | null; delegation: string };
}

describe('medallists', () => {
  it("give each athlete's profile id, and null for teams", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/medals/events' });
    expect(res.statusCode).toBe(200);
    const medallists = (res.json().events as { medallists: Medallist[] }[]).flatMap((e) => e.medallists);
    const athletes = medallists.filter((m) => m.competitor.type === 'A');
    const teams = medallists.filter((m) => m.competitor.type === 'T');
    expect(athletes.length).toBeGreaterThan(0);
    expect(teams.length).toBeGreaterThan(0);
    for (const m of teams) expect(m.athlete_id).toBeNull();
    for (const m of athletes.slice(0, 25)) {
      expect(m.athlete_id).toEqual(expect.any(Number));
      const profile = await app.inject({ method: 'GET', url: `/api/athletes/${m.athlete_id}` });
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toMatchObject({
        code: m.competitor.code,
        bib: m.competitor.bib,
        delegation: m.competitor.delegation,
      });
    }
  });
});
