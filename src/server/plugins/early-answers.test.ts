import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { bumpVersions, TOPICS } from '../db/versions';
import { build } from '../test/helper';
import { HOOKS_AN_EARLY_ANSWER_SKIPS } from './early-answers';

/**
 * Cached public reads are answered by node:http before Fastify. Over a real socket (inject
 * never takes that path), the early answer must be the route's answer byte for byte, header
 * for header, and must still be logged and counted.
 */
const lines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
    done();
  },
});
const app = await build({}, { level: 'info', stream: logStream }, 'demo-games');
let base = '';
beforeAll(async () => {
  await app.publicCache.refresh();
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}, 120_000);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(`${base}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject)
      .end();
  });
}

const withoutDate = ({ date: _date, ...rest }: http.IncomingHttpHeaders) => rest;

/** The log lines of requests to a URL, the early ones marked `cache: "hit"`. */
const logged = (url: string) => lines.filter((l) => l.msg === 'request' && l.url === url);

describe('cached reads answered before Fastify', () => {
  it('sends the same status, headers and bytes as the route, plain, gzipped and in Brotli', async () => {
    const encodings: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'gzip' },
      { 'accept-encoding': 'gzip, deflate, br' },
    ];
    for (const [page, encoding] of encodings.entries()) {
      const url = `/api/athletes?page_size=40&page=${page + 1}`;
      const computed = await get(url, encoding);
      const early = await get(url, encoding);
      expect(computed.status).toBe(200);
      expect(early.status).toBe(200);
      expect(withoutDate(early.headers)).toEqual(withoutDate(computed.headers));
      expect(early.body.equals(computed.body)).toBe(true);
      expect(logged(url).map((l) => l.cache)).toEqual([undefined, 'hit']);
    }
    const gz = await get('/api/athletes?page_size=40&page=2', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString()).items).toHaveLength(40);
    const br = await get('/api/athletes?page_size=40&page=3', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString()).items).toHaveLength(40);
  });

  it('answers 304 for either tag, with the same headers as the route', async () => {
    const first = await get('/api/medals', { 'accept-encoding': 'gzip' });
    const plain = await get('/api/medals');
    for (const etag of [String(first.headers.etag), `W/${String(plain.headers.etag)}, "other"`]) {
      const early = await get('/api/medals', { 'if-none-match': etag });
      expect(early.status).toBe(304);
      expect(early.body.length).toBe(0);
      expect(early.headers['x-content-type-options']).toBe('nosniff');
      expect(early.headers['cache-control']).toBe(first.headers['cache-control']);
    }
    // Through the route (inject never answers early): the same 304 headers.
    const routed = await app.inject({
      url: '/api/medals',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    const early = await get('/api/medals', { 'if-none-match': String(first.headers.etag) });
    const { date: _date, connection: _c, 'keep-alive': _k, ...routedHeaders } = routed.headers;
    const { date: _d, connection: _c2, 'keep-alive': _k2, ...earlyHeaders } = early.headers;
    expect(earlyHeaders).toEqual(routedHeaders);
  });

  it('never serves an answer older than the data: a write moves the next request to the route', async () => {
    const before = await get('/api/medals');
    await get('/api/medals');
    await app.database.db.transaction((tx) => bumpVersions(tx, [TOPICS.medals]));
    await app.publicCache.refresh();
    const after = await get('/api/medals');
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(logged('/api/medals').at(-1)?.cache).toBeUndefined();
    expect((await get('/api/medals')).headers.etag).toBe(after.headers.etag);
    expect(logged('/api/medals').at(-1)?.cache).toBe('hit');
  });

  it('counts early answers in the access log under their route', async () => {
    app.accessLog.counter.take();
    await get('/api/athletes?page_size=40&page=1');
    await get('/api/athletes?page_size=40&page=1', {
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    });
    const counts = app.accessLog.counter.take().filter((b) => b.route === '/api/athletes');
    expect(counts.map((b) => [b.kind, b.device, b.status, b.count]).sort()).toEqual([
      ['api', 'Bot', 200, 1],
      ['api', 'Mobile', 200, 1],
    ]);
  });

  it('leaves other methods and unknown addresses to Fastify', async () => {
    await get('/api/medals');
    const head = await get('/api/medals', {}, 'HEAD');
    expect(head.status).toBe(200);
    const post = await get('/api/medals', {}, 'POST');
    expect(post.status).toBe(404);
    expect(JSON.parse(post.body.toString()).code).toBeTruthy();
    expect(post.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends Strict-Transport-Security only on answers that came over TLS', async () => {
    await get('/api/medals');
    for (const url of ['/api/medals', '/api/medals', '/schedule']) {
      expect((await get(url)).headers['strict-transport-security']).toBeUndefined();
      const secure = await get(url, { 'x-forwarded-proto': 'https' });
      expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('skips only the hooks it has a decision for: every hook on a public read is listed', async () => {
    const found = hooksOnRoutes(app.printRoutes({ includeHooks: true, commonPrefix: false, method: 'GET' }));
    expect(app.publicCache.reads.size).toBeGreaterThan(10);
    const listed: Record<string, readonly string[]> = Object.fromEntries(
      Object.entries(HOOKS_AN_EARLY_ANSWER_SKIPS).map(([stage, hooks]) => [stage, Object.keys(hooks)]),
    );
    for (const route of app.publicCache.reads) {
      const hooks = found.get(route);
      expect(hooks, route).toBeDefined();
      // A new hook (or an unnamed one) fails here: name it, and say in early-answers.ts why
      // an early answer may skip it or what it does in its place.
      for (const [stage, names] of Object.entries(hooks!)) {
        for (const name of names) expect(listed[stage] ?? [], `${route}: ${stage} ${name}`).toContain(name);
      }
    }
  });
});

/**
 * The hooks of each route, by stage, from Fastify's route tree (printRoutes with its hooks):
 * a route line `├── path (GET)` is followed by lines `• (stage) ["name()",...]`, and a
 * node's full path is its parents' labels joined.
 */
function hooksOnRoutes(tree: string): Map<string, Record<string, string[]>> {
  const routes = new Map<string, Record<string, string[]>>();
  const parents: string[] = [];
  let current: Record<string, string[]> | null = null;
  for (const line of tree.split('\n')) {
    const node = /^([│ ]*)(?:[├└]── )?(\S.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    const hook = /• \((\w+)\) (\[.*\])$/.exec(line);
    if (hook && current) {
      current[hook[1]!] = (JSON.parse(hook[2]!) as string[]).map((n) => n.replace(/\(\)$/, ''));
    } else if (node && !hook) {
      const depth = node[1]!.length / 4;
      parents.length = depth;
      parents.push(node[2]!);
      current = node[3] ? {} : null;
      if (current) routes.set(parents.join(''), current);
    }
  }
  return routes;
}
