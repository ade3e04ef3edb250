import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from './fixtures';

/** A real second origin: another server on another port embeds our pages. */
function hostSite(appOrigin: string) {
  const server = http.createServer((req, res) => {
    const target = new URL(req.url ?? '/', 'http://x').searchParams.get('src') ?? '/widget/medals';
    res.setHeader('content-type', 'text/html');
    res.end(`<!doctype html><html><body>
      <iframe id="w" src="${appOrigin}${target}" style="width:360px;height:50px;border:0"></iframe>
      <script>
        window.messages = [];
        window.addEventListener('message', (e) => {
          window.messages.push({ origin: e.origin, data: e.data });
          if (e.data && e.data.type === 'resize-iframe') document.getElementById('w').style.height = e.data.height + 'px';
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
    await page.goto(`${host.url}/?src=/schedule/grid`);
    await page.waitForTimeout(1500);
    const messages = await page.evaluate(
      () => (window as unknown as { messages: unknown[] }).messages.length,
    );
    expect(messages).toBe(0);
  } finally {
    host.close();
  }
});
