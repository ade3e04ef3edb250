import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from './fixtures';

/**
 * A real second origin: another server on another port embeds our pages. `?src=` is the
 * page framed as #w; `?control=` frames a second page as #control. Every message is recorded
 * with the id of the frame that sent it.
 */
function hostSite(appOrigin: string) {
  const server = http.createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://x').searchParams;
    const target = query.get('src') ?? '/widget/medals';
    const control = query.get('control');
    res.setHeader('content-type', 'text/html');
    res.end(`<!doctype html><html><body>
      <iframe id="w" src="${appOrigin}${target}" style="width:360px;height:50px;border:0"></iframe>
      ${control ? `<iframe id="control" src="${appOrigin}${control}" style="width:360px;height:50px;border:0"></iframe>` : ''}
      <script>
        window.messages = [];
        window.addEventListener('message', (e) => {
          const frame = [...document.querySelectorAll('iframe')].find((f) => f.contentWindow === e.source);
          window.messages.push({ origin: e.origin, data: e.data, from: frame ? frame.id : null });
          if (frame && e.data && e.data.type === 'resize-iframe') frame.style.height = e.data.height + 'px';
        });
      </script></body></html>`);
  });
  return new Promise<{ url: string; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => server.close(),
      }),
    ),
  );
}

test('/widget/medals in an iframe of another origin posts resize-iframe with its height', async ({
  page,
  baseURL,
}) => {
  const host = await hostSite(baseURL!);
  try {
    await page.goto(`${host.url}/?src=/widget/medals`);
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { messages: { data: { type: string } }[] }).messages.length,
        ),
      )
      .toBeGreaterThan(0);
    const messages = await page.evaluate(
      () =>
        (window as unknown as { messages: { origin: string; data: { type: string; height: number } }[] })
          .messages,
    );
    const last = messages.at(-1)!;
    expect(last.origin).toBe(baseURL);
    expect(last.data.type).toBe('resize-iframe');
    expect(last.data.height).toBeGreaterThan(100);
    // The widget has no app chrome (default layout).
    const frame = page.frameLocator('#w');
    await expect(frame.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    // The widget keeps reporting while its data arrives: the frame follows the latest height.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const all = (window as unknown as { messages: { data: { height: number } }[] }).messages;
          return document.getElementById('w')!.style.height === `${all.at(-1)!.data.height}px`;
        }),
      )
      .toBe(true);
  } finally {
    host.close();
  }
});

test('pages other than widgets refuse to be framed by another origin', async ({ page, baseURL }) => {
  const host = await hostSite(baseURL!);
  try {
    // Chromium reports the refusal on the console of the page that tried to frame it.
    const refused = page.waitForEvent('console', (msg) => /frame-ancestors/.test(msg.text()));
    // A widget framed next to it is the control: an app page allowed in a frame posts.
    await page.goto(`${host.url}/?src=/schedule/grid&control=/widget/medals`);
    expect((await refused).text()).toContain(baseURL);
    const senders = () =>
      page.evaluate(() =>
        (window as unknown as { messages: { from: string | null }[] }).messages.map((m) => m.from),
      );
    await expect(page.frameLocator('#control').getByTestId('medal-row').first()).toBeVisible();
    await expect.poll(senders).toContain('control');
    // In the time the widget took to load and show its data, the refused page sent nothing.
    expect((await senders()).filter((f) => f !== 'control')).toEqual([]);
  } finally {
    host.close();
  }
});
