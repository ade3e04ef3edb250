import {
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { test, expect, loginAsAdmin } from './fixtures';
import { visitorPage } from './visitor-account';

/**
 * The access log counts what really happened: a known set of requests from a bot, a phone and
 * a desktop browser shows up exactly on the dashboard and in its CSV. The admin watching the
 * dashboard uses a tablet, so their own requests fall in a device class the checks leave out.
 */
const UA = {
  Bot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  Mobile:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  Desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  Tablet:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
} as const;
type Device = 'Bot' | 'Mobile' | 'Desktop';
const DEVICES: Device[] = ['Bot', 'Mobile', 'Desktop'];

/** Each device's requests: the path and the route pattern it must be counted under. */
const KNOWN: Record<Device, { path: string; kind: 'page' | 'api'; route: string; status?: number }[]> = {
  Bot: [
    { path: '/venues', kind: 'page', route: '/venues' },
    { path: '/participants/profile/12345?from=search', kind: 'page', route: '/participants/profile/:id' },
    { path: '/api/config', kind: 'api', route: '/api/config', status: 200 },
    { path: '/api/no-such-thing', kind: 'api', route: '/api/(unknown)', status: 404 },
  ],
  Mobile: [
    { path: '/schedule/disciplines', kind: 'page', route: '/schedule/:tab' },
    { path: '/api/config', kind: 'api', route: '/api/config', status: 200 },
    { path: '/api/config', kind: 'api', route: '/api/config', status: 200 },
    { path: '/api/test/fail', kind: 'api', route: '/api/test/fail', status: 500 },
    { path: '/api/nothing/here?token=secret', kind: 'api', route: '/api/(unknown)', status: 404 },
  ],
  Desktop: [
    { path: '/access-log', kind: 'page', route: '/access-log' },
    { path: '/api/admin/access-log', kind: 'api', route: '/api/admin/access-log', status: 401 },
    { path: '/api/test/fail', kind: 'api', route: '/api/test/fail', status: 500 },
    { path: '/api/test/fail', kind: 'api', route: '/api/test/fail', status: 500 },
    { path: '/no/such/page', kind: 'page', route: '(unknown page)' },
  ],
};

type Csv = Map<string, number>;
/** CSV rows summed by kind, route, device and status (hours apart are added up). */
function parseCsv(text: string): Csv {
  const [header, ...lines] = text.trim().split('\n');
  expect(header).toBe('date,hour,kind,route,device,status,count');
  const out: Csv = new Map();
  for (const line of lines) {
    const [, , kind, route, device, status, count] = line.split(',');
    if (device === 'Tablet') continue;
    const key = `${kind} ${route} ${device} ${status}`;
    out.set(key, (out.get(key) ?? 0) + Number(count));
  }
  return out;
}

interface Figures {
  total: number;
  success: number;
  error: number;
  codes: Map<number, number>;
}
async function figures(api: APIRequestContext, device: Device, range: string): Promise<Figures> {
  const res = await api.get(`/api/admin/access-log?${range}&device=${device}`);
  expect(res.status()).toBe(200);
  const r = (await res.json()) as {
    totals: { totalAccess: number; successCount: number; errorCount: number };
    by_code: { key: number; count: number }[];
  };
  return {
    total: r.totals.totalAccess,
    success: r.totals.successCount,
    error: r.totals.errorCount,
    codes: new Map(r.by_code.map((c) => [c.key, c.count])),
  };
}

async function adminOnTablet(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ userAgent: UA.Tablet, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await loginAsAdmin(page);
  return page;
}

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Baku' }).format(new Date());

test('known requests from a bot, a phone and a desktop show up exactly on the dashboard and in the CSV', async ({
  browser,
  baseURL,
}) => {
  const page = await adminOnTablet(browser);
  const range = `period=custom&from=${today}&to=${today}`;
  const before = new Map<Device, Figures>();
  for (const d of DEVICES) before.set(d, await figures(page.request, d, range));
  const csvBefore = parseCsv(await (await page.request.get(`/api/admin/access-log.csv?${range}`)).text());

  // The known requests, each device with its own client (no cookies, no session).
  const expected = new Map<Device, Figures>();
  const csvExpected: Csv = new Map(csvBefore);
  for (const d of DEVICES) {
    const client = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'user-agent': UA[d] } });
    const f = structuredClone(before.get(d)!);
    for (const r of KNOWN[d]) {
      const res = await client.get(r.path, { maxRedirects: 0 });
      const status = res.status();
      if (r.status) expect(status, r.path).toBe(r.status);
      f.total += 1;
      if (status < 400) f.success += 1;
      else f.error += 1;
      f.codes.set(status, (f.codes.get(status) ?? 0) + 1);
      const key = `${r.kind} ${r.route} ${d} ${status}`;
      csvExpected.set(key, (csvExpected.get(key) ?? 0) + 1);
    }
    await client.dispose();
    expected.set(d, f);
  }

  await page.goto('/access-log');
  await expect(page.getByRole('heading', { name: 'Access log', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Custom' }).click();
  await page.getByLabel('From', { exact: true }).fill(today);
  await page.getByLabel('To', { exact: true }).fill(today);
  await page.getByRole('button', { name: 'Show' }).click();
  for (const d of DEVICES) {
    await page.getByRole('combobox', { name: 'Device' }).selectOption(d);
    const f = expected.get(d)!;
    await expect(page.getByTestId('total-totalAccess')).toHaveAttribute('data-value', String(f.total));
    await expect(page.getByTestId('total-successCount')).toHaveAttribute('data-value', String(f.success));
    await expect(page.getByTestId('total-errorCount')).toHaveAttribute('data-value', String(f.error));
    await expect(page.getByTestId(`device-${d}`)).toContainText(String(f.total));
    for (const code of [200, 401, 404, 500]) {
      await expect(page.getByTestId(`code-${code}`), `${d} ${code}`).toContainText(
        String(f.codes.get(code) ?? 0),
      );
    }
    const classes = [2, 3, 4, 5].map((first) =>
      [...f.codes].filter(([code]) => Math.floor(code / 100) === first).reduce((n, [, v]) => n + v, 0),
    );
    for (const [i, c] of ['2xx', '3xx', '4xx', '5xx'].entries()) {
      await expect(page.getByTestId(`class-${c}`)).toContainText(String(classes[i]));
    }
  }
  // Two charts' canvases are drawn (the chart library loaded on this page).
  await expect(page.locator('canvas').first()).toBeVisible();

  // The CSV of every device: the rows before plus the known requests, nothing else.
  await page.getByRole('combobox', { name: 'Device' }).selectOption('');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const text = await (await download.createReadStream()).toArray();
  const csv = parseCsv(Buffer.concat(text).toString('utf8'));
  expect(Object.fromEntries(csv)).toEqual(Object.fromEntries(csvExpected));
  expect(download.suggestedFilename()).toBe(`access-log-${today}-${today}.csv`);
  // No raw URL, query or secret made it into the log.
  expect(Buffer.concat(text).toString('utf8')).not.toMatch(/12345|token|secret|no-such-thing/);
});

test('a custom range leaves out what is outside it', async ({ browser }) => {
  const page = await adminOnTablet(browser);
  // Something was counted today.
  const inside = await page.request.get(`/api/admin/access-log?period=custom&from=${today}&to=${today}`);
  expect((await inside.json()).totals.totalAccess).toBeGreaterThan(0);

  await page.goto('/access-log');
  await page.getByRole('button', { name: 'Custom' }).click();
  await page.getByLabel('From', { exact: true }).fill('2026-07-11');
  await page.getByLabel('To', { exact: true }).fill('2026-07-20');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('No data', { exact: true })).toBeVisible();
  await expect(page.getByTestId('total-totalAccess')).toHaveCount(0);
  const outside = await page.request.get('/api/admin/access-log?period=custom&from=2026-07-11&to=2026-07-20');
  const body = await outside.json();
  expect(body.totals).toEqual({ totalAccess: 0, successCount: 0, errorCount: 0 });
  expect(body.views).toHaveLength(10);
  const csv = await page.request.get('/api/admin/access-log.csv?period=custom&from=2026-07-11&to=2026-07-20');
  expect((await csv.text()).trim()).toBe('date,hour,kind,route,device,status,count');
});

test("'Error loading data' when the report cannot be loaded", async ({ browser }) => {
  const page = await adminOnTablet(browser);
  await page.route('**/api/admin/access-log?*', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/access-log');
  await expect(page.getByText('Error loading data')).toBeVisible();
});

test('the organisers’ home links every tool and shows the servers’ health; diagnostics open', async ({
  browser,
}) => {
  const page = await adminOnTablet(browser);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Organisers', level: 1 })).toBeVisible();
  for (const name of ['Results desk', 'Audit', 'Content', 'Import a games', 'Access log', 'Diagnostics']) {
    await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await expect(page.getByTestId('health-instances')).toHaveText('1');
  await expect(page.getByTestId('health-liveClients')).toBeVisible();
  await page.getByRole('link', { name: /^Diagnostics/ }).click();
  await expect(page.getByRole('heading', { name: 'Diagnostics', level: 1 })).toBeVisible();
  await expect(page.getByText('Public configuration')).toBeVisible();
  await page.getByRole('switch', { name: 'Debug banner' }).check();
  await expect(page.getByText(/production/).last()).toBeVisible();
  await page.getByRole('button', { name: "Clear the app's caches" }).click();
  await expect(page.getByText(/cleared/)).toBeVisible();
});

test('a visitor who is not an admin gets 403 from the access log, the organisers’ home and diagnostics', async ({
  browser,
}) => {
  const page = await visitorPage(browser, { userAgent: UA.Tablet });
  for (const path of ['/api/admin/access-log', '/api/admin/access-log.csv', '/api/admin/overview']) {
    expect((await page.request.get(path)).status(), path).toBe(403);
  }
  for (const path of ['/access-log', '/admin', '/more-dev']) {
    await page.goto(path);
    await expect(page.getByText('Access denied'), path).toBeVisible();
  }
});

test('three screens opened on a phone count three views under their route patterns, API calls apart', async ({
  browser,
}) => {
  const admin = await adminOnTablet(browser);
  const range = `period=custom&from=${today}&to=${today}`;
  type Screens = { by_route: { key: string; count: number }[]; total: number };
  const screensNow = async (): Promise<Screens> =>
    (await (await admin.request.get(`/api/admin/access-log?${range}&device=Mobile`)).json()).screens;
  const before = await screensNow();
  const countOf = (s: Screens, route: string) => s.by_route.find((r) => r.key === route)?.count ?? 0;

  // A fan's phone: a first visit, then two taps. The app reports each screen once, after its
  // first paint, by pattern: never the venue's code, never the query.
  const context = await browser.newContext({ userAgent: UA.Mobile, viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  const reported: string[] = [];
  phone.on('response', (res) => {
    if (res.url().endsWith('/api/page-views') && res.status() === 204)
      reported.push((JSON.parse(res.request().postData() ?? '{}') as { route: string }).route);
  });
  await phone.goto('/venues?from=search');
  await expect.poll(() => reported).toEqual(['/venues']);
  await phone.locator('a[href^="/venues/"]').first().click();
  await expect.poll(() => reported).toEqual(['/venues', '/venues/:code']);
  // The tab bar's Medals opens /medals, which the app sends on to /medals/all: one screen.
  await phone.locator('nav a[href="/medals"]').click();
  await expect(phone).toHaveURL(/\/medals\/all$/);
  await expect.poll(() => reported).toEqual(['/venues', '/venues/:code', '/medals/:tabs/:disciplineKey?']);
  await context.close();

  // The dashboard's first panel: the three screens, each counted once more, on phones.
  await admin.goto('/access-log');
  await admin.getByRole('button', { name: 'Custom' }).click();
  await admin.getByLabel('From', { exact: true }).fill(today);
  await admin.getByLabel('To', { exact: true }).fill(today);
  await admin.getByRole('button', { name: 'Show' }).click();
  await admin.getByRole('combobox', { name: 'Device' }).selectOption('Mobile');
  await expect(admin.getByRole('heading', { name: 'Screens people open' })).toBeVisible();
  await expect(admin.getByTestId('screens-total')).toHaveAttribute('data-value', String(before.total + 3));
  for (const route of ['/venues', '/venues/:code', '/medals/:tabs/:disciplineKey?']) {
    await expect(admin.getByTestId(`screen-${route}`)).toHaveAttribute(
      'data-count',
      String(countOf(before, route) + 1),
    );
  }
  await expect(admin.getByTestId('screen-device-Mobile')).toContainText(String(before.total + 3));
  // API calls are in their own list, and no screen list entry is an API route or a raw address.
  await expect(admin.getByTestId('api-/api/venues')).toBeVisible();
  await expect(admin.locator('[data-testid^="screen-/api"]')).toHaveCount(0);
  await expect(admin.locator('[data-testid^="api-/api/page-views"]')).toHaveCount(0);
  const after = await screensNow();
  expect(after.by_route.map((r) => r.key).join(' ')).not.toMatch(/from=|\/venues\/[A-Z]/);
});
