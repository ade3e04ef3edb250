import { describe, expect, it } from 'vitest';
import type { NowAnswer } from '../../../shared/contracts/now';
import { seededGames } from '../../test/seeded-games';

/** The demo's "now" is 2026-07-16 18:30 Baku time (14:30 UTC): six units are on. */
const { app, get, json } = await seededGames();
const AT = '2026-07-16T14:30Z';

describe('GET /api/now', () => {
  it('answers live, next and finished in one read, with teams and scores or leaders and marks', async () => {
    const now = await json<NowAnswer>(`/api/now?at=${AT}`);
    expect(now.at).toBe('2026-07-16T14:30:00.000Z');
    // Live: what the schedule status says, in schedule order, the same units as the day's list.
    const day = await json<{ units: { code: string; schedule_status: string }[] }>(
      '/api/schedule/days/2026-07-16',
    );
    const onNow = day.units
      .filter((u) => ['RUNNING', 'SCHEDULED_BREAK', 'INTERRUPTED'].includes(u.schedule_status))
      .map((u) => u.code);
    expect(now.live.map((u) => u.code).sort()).toEqual([...onNow].sort());
    const match = now.live.find((u) => u.match);
    expect(match?.match?.sides.every((s) => s.score !== null && s.delegation.length === 3)).toBe(true);
    // A field event under way: its leaders have marks so far, from their attempts.
    const field = now.live.find((u) => !u.match && u.leaders.length > 0);
    expect(field, 'a live unit with marks').toBeDefined();
    expect(field!.leaders[0]).toMatchObject({ rank: 1, mark: expect.any(String) });

    // Up next: not started, within two hours, in time order.
    expect(now.next.length).toBeGreaterThan(0);
    const at = Date.parse(now.at);
    for (const u of now.next) {
      expect(Date.parse(u.start_at)).toBeGreaterThanOrEqual(at);
      expect(Date.parse(u.start_at)).toBeLessThan(at + 2 * 3600_000);
      expect(u.schedule_status).not.toMatch(/RUNNING|FINISHED|CANCELLED/);
    }
    expect(now.next.map((u) => u.start_at)).toEqual([...now.next.map((u) => u.start_at)].sort());

    // Just finished: the latest first, with winners; a medal unit's first three carry medals.
    expect(now.finished.length).toBeGreaterThan(0);
    for (const u of now.finished) {
      expect(u.schedule_status).toBe('FINISHED');
      expect(Date.parse(u.end_at)).toBeLessThanOrEqual(at);
      expect(u.match !== null || u.leaders.length > 0, u.code).toBe(true);
    }
    const medal = now.finished.find((u) => u.medal && !u.match && u.leaders.length === 3);
    if (medal) expect(medal.leaders.map((l) => l.medal)).toEqual(['gold', 'silver', 'bronze']);
  });

  it('is cached by data version per minute, and refuses a bad minute naming the field', async () => {
    const first = await get(`/api/now?at=${AT}`);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await get(`/api/now?at=${AT}`, { 'if-none-match': etag })).statusCode).toBe(304);
    expect(app.publicCache.reads.has('/api/now')).toBe(true);
    for (const bad of ['', '?at=tomorrow', '?at=2026-07-16T14:30:00Z', '?at=2026-13-45T99:99Z']) {
      const res = await get(`/api/now${bad}`, { 'accept-language': 'es' });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toMatch(/at/);
    }
    // Long after the games: nothing starts or ends around then.
    const later = await json<NowAnswer>('/api/now?at=2027-01-01T00:00Z');
    expect([later.next.length, later.finished.length]).toEqual([0, 0]);
    const openapi = await json<{ paths: Record<string, unknown> }>('/api/docs/json');
    expect(openapi.paths['/api/now']).toBeDefined();
  });
});
