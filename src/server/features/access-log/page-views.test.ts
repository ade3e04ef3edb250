import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { build } from '../../test/helper';
import { testAccounts } from '../../test/accounts';
import { PAGE_VIEWS_API } from '../../../shared/domain/page-paths';
import type { AccessLogReport } from '../../../shared/contracts/access-log';
import { VIEWS_PER_ADDRESS } from './page-views';

const UA = {
  bot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  phone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

const app = await build();
const as = testAccounts(app);

const view = (route: unknown, ua: string, extra: Record<string, string> = {}, address = '10.0.0.1') =>
  app.inject({
    method: 'POST',
    url: PAGE_VIEWS_API,
    payload: { route },
    remoteAddress: address,
    headers: { 'user-agent': ua, ...extra },
  });

const rows = async () => {
  await app.accessLog.flush();
  return queryRows<{ kind: string; route: string; device: string; status: number; count: number }>(
    app.database.db,
    sql`select kind, route, device, status::int as status, sum(count)::int as count from access_log_buckets
        group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  );
};

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Baku' }).format(new Date());
const report = async (): Promise<AccessLogReport> => {
  const res = await app.inject({
    url: `/api/admin/access-log?period=custom&from=${today}&to=${today}`,
    headers: await as('admin'),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('screen views the app reports', () => {
  it('counts a known route pattern as a view, by device, and not as an API call as well', async () => {
    expect((await view('/participants/profile/:id', UA.phone)).statusCode).toBe(204);
    expect((await view('/participants/profile/:id', UA.phone)).statusCode).toBe(204);
    expect((await view('/venues', UA.desktop)).statusCode).toBe(204);
    const views = (await rows()).filter((r) => r.kind === 'view');
    expect(views).toEqual([
      { kind: 'view', route: '/participants/profile/:id', device: 'Mobile', status: 200, count: 2 },
      { kind: 'view', route: '/venues', device: 'Desktop', status: 200, count: 1 },
    ]);
    expect((await rows()).filter((r) => r.route === PAGE_VIEWS_API)).toEqual([]);

    const { screens, api_routes, by_device } = await report();
    expect(screens.total).toBe(3);
    expect(screens.by_route).toEqual([
      { key: '/participants/profile/:id', count: 2 },
      { key: '/venues', count: 1 },
    ]);
    expect(screens.by_device).toEqual([
      { key: 'Desktop', count: 1 },
      { key: 'Mobile', count: 2 },
      { key: 'Tablet', count: 0 },
    ]);
    expect(screens.by_hour).toHaveLength(24);
    expect(screens.by_hour.reduce((n, h) => n + h.count, 0)).toBe(3);
    // API calls have their own list, and the request totals are requests, not views.
    expect(api_routes.map((r) => r.key)).not.toContain('/venues');
    expect(api_routes.every((r) => r.key.startsWith('/api/'))).toBe(true);
    // The phone only reported views: no request of it is among the requests' figures.
    expect(by_device.find((d) => d.key === 'Mobile')?.count).toBe(0);
    expect(api_routes.map((r) => r.key)).not.toContain(PAGE_VIEWS_API);
  });

  it('refuses a pattern the app does not have, a raw address and anything beside the pattern, counting nothing', async () => {
    const before = await rows();
    for (const route of ['/participants/profile/12345', '/no/such/screen', '', 42, null, 'x'.repeat(5000)]) {
      const res = await view(route, UA.phone);
      expect(res.statusCode, String(route).slice(0, 40)).toBe(400);
      expect(res.json().fields).toHaveProperty('route');
    }
    const extra = await app.inject({
      method: 'POST',
      url: PAGE_VIEWS_API,
      payload: { route: '/venues', user: 7, path: '/venues?q=me' },
      headers: { 'user-agent': UA.phone },
    });
    expect(extra.statusCode).toBe(400);
    expect((await rows()).filter((r) => r.kind === 'view')).toEqual(before.filter((r) => r.kind === 'view'));
  });

  it('keeps bots apart from the screens people open', async () => {
    const before = (await report()).screens;
    expect((await view('/medals/:tabs/:disciplineKey?', UA.bot)).statusCode).toBe(204);
    expect((await view('/medals/:tabs/:disciplineKey?', '')).statusCode).toBe(204);
    // A crawler fetching a page is a bot's view too.
    await app.inject({ url: '/venues', headers: { 'user-agent': UA.bot } });
    const after = (await report()).screens;
    expect(after.total).toBe(before.total);
    expect(after.by_route.map((r) => r.key)).not.toContain('/medals/:tabs/:disciplineKey?');
    expect(after.bots).toBe(before.bots + 3);
    expect(await rows()).toContainEqual({
      kind: 'view',
      route: '/medals/:tabs/:disciplineKey?',
      device: 'Bot',
      status: 200,
      count: 2,
    });
  });

  it('stores no personal data: no address, cookie, user, id or query', async () => {
    const headers = { ...(await as('athlete', 'page-view-visitor')), cookie: 'session=secret-cookie' };
    const res = await app.inject({
      method: 'POST',
      url: `${PAGE_VIEWS_API}?user=secret-user&id=98765`,
      payload: { route: '/participants/profile/:id' },
      remoteAddress: '203.0.113.77',
      headers: { 'user-agent': UA.phone, ...headers },
    });
    expect(res.statusCode).toBe(204);
    await app.accessLog.flush();
    const dump = JSON.stringify(
      await queryRows(app.database.db, sql`select * from access_log_buckets where kind = 'view'`),
    );
    expect(dump).not.toMatch(/203\.0\.113|secret|98765|page-view-visitor|Bearer|iPhone/);
    // Only these columns exist: hour, kind, route, device, status and count.
    const columns = await queryRows<{ column_name: string }>(
      app.database.db,
      sql`select column_name from information_schema.columns where table_name = 'access_log_buckets' order by 1`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['count', 'device', 'hour', 'kind', 'route', 'status']);
  });

  it('limits the views one address may report in a minute, not the others', async () => {
    const address = '198.51.100.9';
    let refused = 0;
    // Twice the limit and two: even if a minute turns during the loop, one window gets too many.
    for (let i = 0; i < 2 * VIEWS_PER_ADDRESS + 2; i++) {
      const res = await view('/venues', UA.desktop, {}, address);
      if (res.statusCode === 429) {
        refused++;
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(refused).toBeGreaterThanOrEqual(1);
    expect(refused).toBeLessThanOrEqual(VIEWS_PER_ADDRESS + 2);
    expect((await view('/venues', UA.desktop, {}, '198.51.100.10')).statusCode).toBe(204);
  });
});
