import { beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { build, resetTinyGames } from '../../test/helper';
import { testAccounts } from '../../test/accounts';
import { follows, users } from '../../db/schema';
import { FINAL } from '../../test/test-games';
import { eq } from 'drizzle-orm';

const app = await build({ PUBLIC_URL: 'https://games.example.org' });
const as = testAccounts(app);

/** The feed's events as a maintained iCalendar parser reads them, zones resolved. */
function parse(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  for (const zone of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return cal.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      start: e.startDate.toJSDate().toISOString(),
      end: e.endDate.toJSDate().toISOString(),
      tzid: e.startDate.zone?.tzid,
      sequence: e.sequence,
      location: e.location,
      url: String(v.getFirstPropertyValue('url')),
    };
  });
}

async function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

describe('calendar feeds', () => {
  beforeAll(async () => {
    await resetTinyGames(app);
    // A Brazilian swimmer in the final: the final is in Brazil's feed.
    const admin = await as('admin');
    const put = await app.inject({
      method: 'PUT',
      url: `/api/admin/units/${FINAL}/start-list`,
      headers: admin,
      payload: { entries: [{ competitor_code: '1000001', competitor_type: 'A', start_order: 1 }] },
    });
    expect(put.statusCode, put.body).toBe(200);
  });

  it('serves the personal and a delegation feed whose times match the API, raises SEQUENCE after a reschedule, and forgets a revoked address', async () => {
    const reader = await as('user', 'calendar-reader');
    const [user] = await app.database.db.select().from(users).where(eq(users.username, 'calendar-reader'));
    await app.database.db.insert(follows).values({ userId: user!.id, kind: 'athlete', code: '1000001' });

    const made = await app.inject({ method: 'POST', url: '/api/me/calendar', headers: reader });
    expect(made.statusCode, made.body).toBe(200);
    const personal = new URL(made.json().url as string).pathname;
    expect(personal).toMatch(/^\/api\/calendar\/my\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await get('/api/me/calendar', reader)).json()).toMatchObject({ active: true });

    const day = (await get('/api/schedule/days/2026-07-14')).json();
    const apiUnit = day.units.find((u: { code: string }) => u.code === FINAL);

    const mine = await get(personal);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toContain('text/calendar');
    const delegation = await get('/api/calendar/delegations/bra.ics');
    expect(delegation.statusCode).toBe(200);
    for (const res of [mine, delegation]) {
      const [event] = parse(res.body);
      expect(event).toMatchObject({
        uid: `${FINAL}@yg2026.games-companion`,
        start: apiUnit.start_at,
        end: apiUnit.end_at,
        tzid: 'Asia/Baku',
        url: `https://games.example.org/discipline/SWM/results/${FINAL}`,
      });
      expect(event!.location).toContain('Aquatics Centre');
    }
    expect(parse((await get('/api/calendar/delegations/POR.ics')).body)).toEqual([]);
    expect(parse((await get('/api/calendar/disciplines/swm.ics')).body).map((e) => e.uid)).toEqual([
      `${FINAL}@yg2026.games-companion`,
    ]);
    expect((await get('/api/calendar/delegations/XYZ.ics')).statusCode).toBe(404);

    // Unchanged data: 304 to the ETag it gave.
    const tag = delegation.headers.etag as string;
    expect((await get('/api/calendar/delegations/BRA.ics', { 'if-none-match': tag })).statusCode).toBe(304);

    // The results desk moves the final to the next morning.
    const sequenceBefore = parse(delegation.body)[0]!.sequence;
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/admin/schedule/units/${FINAL}`,
      headers: await as('admin'),
      payload: { date: '2026-07-15', start: '10:00', end: '10:10' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await get('/api/calendar/delegations/BRA.ics', { 'if-none-match': tag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(tag);
    for (const res of [after, await get(personal)]) {
      const [event] = parse(res.body);
      expect(event!.sequence).toBeGreaterThan(sequenceBefore);
      expect(event!.start).toBe('2026-07-15T06:00:00.000Z');
    }

    // A revoked address is gone; a renewed one replaces the old.
    const renewed = await app.inject({ method: 'POST', url: '/api/me/calendar', headers: reader });
    expect((await get(personal)).statusCode).toBe(404);
    const second = new URL(renewed.json().url as string).pathname;
    expect((await get(second)).statusCode).toBe(200);
    await app.inject({ method: 'DELETE', url: '/api/me/calendar', headers: reader });
    expect((await get(second)).statusCode).toBe(404);
    expect((await get('/api/me/calendar', reader)).json()).toEqual({ active: false, created_at: null });
    expect((await get('/api/calendar/my/not-a-token.ics')).statusCode).toBe(404);
    // Only an account has a personal address.
    expect((await app.inject({ method: 'POST', url: '/api/me/calendar' })).statusCode).toBe(401);

    // The three feeds are in the OpenAPI document.
    const doc = (await get('/api/docs/json')).json();
    for (const path of ['delegations/{code}', 'disciplines/{code}', 'my/{token}']) {
      expect(doc.paths[`/api/calendar/${path}`].get.tags).toEqual(['calendar']);
    }
  });
});
