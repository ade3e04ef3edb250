import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { build } from './test/helper';
import { redirects } from './db/schema';
import { loadConfig, ConfigError } from './config';
import { securityHeaders } from './plugins/security';

describe('foundation API', async () => {
  const app = await build();

  it('reports health with a database round-trip', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
    expect(['pglite', 'postgres']).toContain(body.database.driver);
  });

  it('exposes public runtime flags', async () => {
    const res = await app.inject({ url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      login_enabled: true,
      disable_live_update: false,
      live_update_channel: 'production',
      build_check_interval_ms: 300000,
      // The CPF is asked at sign-up unless the games say otherwise.
      signup_document: 'cpf',
    });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await app.inject({ url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('translates the error message from the locale cookie', async () => {
    const res = await app.inject({ url: '/api/nope', headers: { cookie: 'i18n_redirected=spa' } });
    expect(res.json().message).toBe('La ruta GET /api/nope no existe');
  });

  it('answers a malformed JSON body with 400 and a message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_JSON', message: 'The request body is not valid JSON' });
  });

  it('validates the redirect query and answers stored redirects', async () => {
    const bad = await app.inject({ url: '/api/redirects?path=no-slash' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');

    await app.database.db.insert(redirects).values([
      { path: '/old-results', target: '/schedule/days', status: 301 },
      { path: '/tickets', target: 'https://tickets.example.org/', status: 302 },
    ]);
    const none = await app.inject({ url: '/api/redirects?path=/schedule/grid' });
    expect(none.json()).toEqual({ path: '/schedule/grid', target: null, status: null, external: false });
    const internal = await app.inject({ url: '/api/redirects?path=/old-results' });
    expect(internal.json()).toEqual({
      path: '/old-results',
      target: '/schedule/days',
      status: 301,
      external: false,
    });
    const external = await app.inject({ url: '/api/redirects?path=/tickets' });
    expect(external.json()).toMatchObject({ target: 'https://tickets.example.org/', external: true });
    await app.database.db.execute(sql`delete from redirects`);
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/config', '/api/redirects']),
    );
    expect(doc.paths['/api/redirects'].get.parameters[0].name).toBe('path');
  });

  it('sends security headers: a page CSP on documents, nothing may load or frame JSON, no referrer from either', async () => {
    const page = await app.inject({ url: '/settings' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const json = await app.inject({ url: '/api/config' });
    expect(json.headers['referrer-policy']).toBe('no-referrer');
    expect(json.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(json.headers['x-frame-options']).toBe('DENY');
    expect(json.headers['x-content-type-options']).toBe('nosniff');
    const missing = await app.inject({ url: '/api/nothing-here' });
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    const docs = await app.inject({ url: '/api/docs/' });
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('config', () => {
  it('lists every bad variable in one message', () => {
    expect(() => loadConfig({ PORT: 'abc', LOGIN_ENABLED: 'maybe', EVENT_TIMEZONE: 'Mars/Base' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'abc', LOGIN_ENABLED: 'maybe', EVENT_TIMEZONE: 'Mars/Base' });
    } catch (err) {
      const msg = (err as Error).message;
      expect(msg).toContain('PORT');
      expect(msg).toContain('LOGIN_ENABLED');
      expect(msg).toContain('EVENT_TIMEZONE');
    }
  });

  it('takes an https map tile template with {z}/{x}/{y} and lets pages load its tiles', () => {
    expect(loadConfig({}).MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    for (const bad of ['http://tiles.example/{z}/{x}/{y}.png', 'https://tiles.example/tile.png'])
      expect(() => loadConfig({ MAP_TILE_URL: bad }), bad).toThrow(/MAP_TILE_URL/);
    const headers = securityHeaders(
      loadConfig({ MAP_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}.png' }),
    );
    expect(headers.document['content-security-policy']).toMatch(/img-src [^;]*https:\/\/\*\.tiles\.example/);
  });

  it('reads LOGIN_ENABLED=false', () => {
    expect(loadConfig({ LOGIN_ENABLED: 'false' }).LOGIN_ENABLED).toBe(false);
  });

  it('reads TRUST_PROXY as a hop count or a list of proxies, and never trusts every client', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
    for (const bad of ['true', '10.0.0.0/33', 'proxy.example', '1.2.3.4/8/1'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });

  it('links e-mails to PUBLIC_URL, this machine by default, and requires it for real mail', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PUBLIC_URL: 'https://games.example.org/' }).publicUrl).toBe(
      'https://games.example.org',
    );
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.org' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });

  it('caps live streams by default in all and per address', () => {
    expect(loadConfig({})).toMatchObject({ LIVE_MAX_STREAMS: 20_000, LIVE_MAX_STREAMS_PER_ADDRESS: 2_000 });
    expect(() => loadConfig({ LIVE_MAX_STREAMS: '0' })).toThrow(/LIVE_MAX_STREAMS/);
  });

  it('refuses a fractional SESSION_IDLE_DAYS (it would break every login)', () => {
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '1.5' })).toThrow(/SESSION_IDLE_DAYS/);
    expect(loadConfig({ SESSION_IDLE_DAYS: '7' }).SESSION_IDLE_DAYS).toBe(7);
  });
});

describe('serving the built app', async () => {
  const fs = await import('node:fs');
  const os = await import('node:os');
  const path = await import('node:path');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>x</title><div id="root"><!--app-shell--></div>',
  );
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  // The build's Brotli copies (vite.config.ts), one of them for the service worker.
  const zlib = await import('node:zlib');
  const appCode = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  fs.writeFileSync(path.join(dir, 'assets', 'big-abc123.js'), appCode);
  fs.writeFileSync(path.join(dir, 'assets', 'big-abc123.js.br'), zlib.brotliCompressSync(appCode));
  fs.writeFileSync(
    path.join(dir, 'sw.js.br'),
    zlib.brotliCompressSync('self.addEventListener("fetch", () => {});'),
  );
  const app = await build({ STATIC_DIR: dir });

  it("serves the shell, with the games' name and header, for client routes, uncached", async () => {
    for (const url of ['/', '/schedule/grid', '/spa/medals/all']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Youth Games 2026</title>');
      expect(res.body).toContain('<span>YG 2026</span>');
      expect(res.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    }
  });

  it('caches hashed assets for a year and never the service worker', async () => {
    const asset = await app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sw = await app.inject({ url: '/sw.js' });
    expect(sw.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
  });

  it("sends the build's Brotli copy, with its length, to a browser that takes Brotli", async () => {
    const br = await app.inject({
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(appCode);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Without Brotli: gzip, made for the request.
    const gz = await app.inject({ url: '/assets/big-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(appCode);
    const plain = await app.inject({ url: '/assets/big-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(appCode);
    // The service worker's copy is never cached either: a new build must reach the users.
    const sw = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(sw.headers['content-encoding']).toBe('br');
    expect(sw.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
  });

  it('answers a missing asset with 404, never with the shell', async () => {
    const res = await app.inject({ url: '/assets/gone-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('app-shell');
  });

  it('redirects a document request for a moved path', async () => {
    await app.database.db
      .insert(redirects)
      .values({ path: '/old-medals', target: '/medals/all', status: 301 });
    const res = await app.inject({ url: '/old-medals' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/medals/all');
  });

  it('lets only widget pages be framed by other sites', async () => {
    const widget = await app.inject({ url: '/widget/medals' });
    expect(widget.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(widget.headers['x-frame-options']).toBeUndefined();
    const page = await app.inject({ url: '/medals/all' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
