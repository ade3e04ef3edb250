import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from './fixtures';

/** Another origin (127.0.0.1 on its own port) serving a page with the given body. */
function hostSite(body: string) {
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'text/html');
    res.end(`<!doctype html><html><head><title>Host</title></head><body style="margin:0">
      <h1 style="font:16px sans-serif">A partner site</h1>${body}</body></html>`);
  });
  return new Promise<{ url: string; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
        close: () => server.close(),
      }),
    ),
  );
}

test.beforeEach(async ({ context }) => {
  await context.route(/flagcdn\.com/, (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="53"><rect width="80" height="53" fill="#369"/></svg>',
    }),
  );
});

test('the /embed snippet pasted in a page of another origin grows the widget to its content height', async ({
  page,
  baseURL,
}) => {
  await page.goto('/embed?widget=medals');
  await page.getByLabel('Rows').selectOption('20');
  const snippet = await page.getByTestId('embed-snippet').innerText();
  expect(snippet).toContain(`src="${baseURL}/widget/medals?lang=en-US&limit=20"`);

  const host = await hostSite(snippet);
  try {
    await page.goto(host.url);
    const iframe = page.locator('iframe#games-medals-widget');
    const frame = page.frameLocator('iframe#games-medals-widget');
    await expect(frame.getByTestId('medal-row')).toHaveCount(20);
    // The frame's own document height, as the widget measures it.
    const contentHeight = await frame
      .locator('html')
      .evaluate((html) => Math.ceil(html.getBoundingClientRect().height));
    expect(contentHeight).toBeGreaterThan(420); // taller than the snippet's starting height
    await expect(iframe).toHaveCSS('height', `${contentHeight}px`);
    // The whole table is visible without a scrollbar inside the frame.
    const inner = await frame.locator('html').evaluate((html) => html.scrollHeight - html.clientHeight);
    expect(inner).toBeLessThanOrEqual(1);
    // No app chrome in a widget.
    await expect(frame.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  } finally {
    host.close();
  }
});

test('a widget shrinks and grows with its content (fewer rows, smaller frame)', async ({ page, baseURL }) => {
  const frameFor = (limit: number) =>
    `<iframe id="w${limit}" src="${baseURL}/widget/medals?limit=${limit}" style="width:360px;height:50px;border:0"></iframe>`;
  const host = await hostSite(`${frameFor(3)}${frameFor(15)}
    <script>
      addEventListener('message', (e) => {
        if (e.origin !== '${baseURL}' || !e.data || e.data.type !== 'resize-iframe') return;
        for (const f of document.querySelectorAll('iframe'))
          if (f.contentWindow === e.source) f.style.height = e.data.height + 'px';
      });
    </script>`);
  try {
    await page.goto(host.url);
    await expect(page.frameLocator('#w3').getByTestId('medal-row')).toHaveCount(3);
    await expect(page.frameLocator('#w15').getByTestId('medal-row')).toHaveCount(15);
    await expect.poll(async () => (await page.locator('#w3').boundingBox())!.height).toBeGreaterThan(150);
    const small = (await page.locator('#w3').boundingBox())!.height;
    await expect
      .poll(async () => (await page.locator('#w15').boundingBox())!.height)
      .toBeGreaterThan(small + 300);
  } finally {
    host.close();
  }
});

test('widgets take the language from ?lang and have no app chrome', async ({ page }) => {
  await page.goto('/widget/medals?lang=es-ES&limit=5');
  await expect(page.getByRole('heading', { name: 'Medallero' })).toBeVisible();
  await expect(page.getByTestId('medal-row')).toHaveCount(5);
  await expect(page.getByRole('navigation', { name: /menu/i })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Medallero completo' })).toHaveAttribute('target', '_blank');

  await page.goto('/widget/events?lang=pt-PT');
  await expect(page.getByRole('heading', { name: 'Provas com medalhas' })).toBeVisible();
});

test("the events widget lists the day's medal events", async ({ page, request }) => {
  const competition = (await request.get('/api/competition').then((r) => r.json())) as {
    days: { day: string; event_day: boolean }[];
  };
  const day = competition.days.filter((d) => d.event_day)[2]!.day;
  const answer = (await request.get(`/api/schedule/days/${day}?filter=medal`).then((r) => r.json())) as {
    units: { medal: boolean; event_name: string }[];
  };
  const medalUnits = answer.units.filter((u) => u.medal);
  await page.goto(`/widget/events?day=${day}`);
  await expect(page.getByTestId('widget-event')).toHaveCount(medalUnits.length);
  await expect(page.getByTestId('widget-event').first()).toContainText(medalUnits[0]!.event_name);
});

test('widget pages may be framed by any site; other pages, /embed included, only by the app', async ({
  request,
}) => {
  const widget = await request.get('/widget/medals');
  expect(widget.headers()['content-security-policy']).toContain('frame-ancestors *');
  expect(widget.headers()['x-frame-options']).toBeUndefined();
  const embed = await request.get('/embed');
  expect(embed.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
});

test('/embed shows the snippet with a live preview that takes the widget height', async ({ page }) => {
  await page.goto('/embed');
  await expect(page.getByTestId('embed-snippet')).toContainText('resize-iframe');
  const preview = page.frameLocator('[data-testid="embed-preview"]');
  await expect(preview.getByTestId('medal-row')).toHaveCount(10);
  const contentHeight = await preview
    .locator('html')
    .evaluate((html) => Math.ceil(html.getBoundingClientRect().height));
  await expect(page.getByTestId('embed-preview')).toHaveCSS('height', `${contentHeight}px`);

  await page.getByRole('tab', { name: 'Medal events' }).click();
  await expect(page.getByTestId('embed-snippet')).toContainText('/widget/events?lang=');
  await page.getByLabel('Language').selectOption('az-AZ');
  await expect(page.getByTestId('embed-snippet')).toContainText('lang=az-AZ');
  await expect(preview.getByRole('heading', { name: 'Medal yarışları' })).toBeVisible();
});
