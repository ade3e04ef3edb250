import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../test/helper';
import type { App } from '../../app';

/** Opens GET /api/live as the client `ip` (through the trusted test proxy); resolves on the status. */
function open(
  base: string,
  ip: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; close: () => void }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/api/live`, { headers: { 'x-forwarded-for': ip } }, (res) => {
      const close = () => req.destroy();
      if (res.statusCode === 200) {
        res.once('data', () => resolve({ status: 200, headers: res.headers, body: '', close }));
        return;
      }
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body, close }));
    });
    req.on('error', reject);
  });
}

describe('limits on live streams', () => {
  let app: App;
  let base: string;
  const streams: { close: () => void }[] = [];
  beforeAll(async () => {
    app = await build({ TRUST_PROXY: '127.0.0.1', LIVE_MAX_STREAMS: '3', LIVE_MAX_STREAMS_PER_ADDRESS: '2' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(() => {
    for (const s of streams) s.close();
  });

  it('refuses streams beyond the per-address cap, then beyond the total, with 429 and Retry-After', async () => {
    const keep = async (ip: string) => {
      const s = await open(base, ip);
      streams.push(s);
      return s;
    };
    expect((await keep('198.51.100.1')).status).toBe(200);
    expect((await keep('198.51.100.1')).status).toBe(200);
    const perAddress = await keep('198.51.100.1');
    expect(perAddress.status).toBe(429);
    expect(Number(perAddress.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(perAddress.body)).toMatchObject({ statusCode: 429, code: 'TOO_MANY_STREAMS' });

    expect((await keep('198.51.100.2')).status).toBe(200);
    const total = await keep('198.51.100.3');
    expect(total.status).toBe(429);
    expect(Number(total.headers['retry-after'])).toBeGreaterThan(0);
    expect(app.liveHub.size).toBe(3);

    // A closed stream frees its place.
    streams[0]!.close();
    await expect.poll(() => app.liveHub.size).toBe(2);
    expect((await keep('198.51.100.3')).status).toBe(200);
  });
});
