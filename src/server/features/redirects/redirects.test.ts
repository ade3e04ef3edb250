import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { UserType } from '../../../shared/contracts/auth';
import { redirects } from '../../db/schema';
import { testAccounts } from '../../test/accounts';
import { build } from '../../test/helper';

const app = await build();
const db = app.database.db;

const accounts = testAccounts(app);
/** A bearer header for a user of this type (created and logged in once). */
const as = (type: UserType) => accounts(type, `redir-${type}`);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (
  method: Method,
  url: string,
  payload?: object,
  language = 'en-US',
  type: UserType = 'admin',
) => app.inject({ method, url, payload, headers: { ...(await as(type)), 'accept-language': language } });
const add = (path: string, target: string, status?: 301 | 302, language?: string) =>
  call('POST', '/api/admin/redirects', { path, target, status }, language);
const stored = async () =>
  (await db.select({ path: redirects.path, target: redirects.target }).from(redirects)).sort((a, b) =>
    a.path.localeCompare(b.path),
  );

beforeEach(async () => {
  await db.execute(sql`truncate redirects`);
});

describe('the organisers’ redirects', () => {
  it('adds a redirect that then answers the old path with its status, and lists it', async () => {
    const res = await add('/old-news', '/venues', 301);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ path: '/old-news', target: '/venues', status: 301 });
    const moved = await app.inject({ method: 'GET', url: '/old-news?x=1' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/venues');
    const list = await call('GET', '/api/admin/redirects');
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([
      { path: '/old-news', target: '/venues', status: 301, created_at: expect.any(String) },
    ]);
  });

  it('stores the path as a browser asks for it, and keeps an external target whole', async () => {
    const res = await add('/notícias/../news', 'https://example.org/a?b=1', 302);
    expect(res.statusCode, res.body).toBe(201);
    expect(await stored()).toEqual([{ path: '/news', target: 'https://example.org/a?b=1' }]);
    expect((await add('/notícias', '/venues')).json().path).toBe('/not%C3%ADcias');
  });

  it('edits a redirect, its old path included, and removes it', async () => {
    await add('/a', '/venues');
    const edit = await call('PUT', '/api/admin/redirects?path=%2Fa', {
      path: '/b',
      target: '/medals',
      status: 302,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await stored()).toEqual([{ path: '/b', target: '/medals' }]);
    expect((await app.inject({ method: 'GET', url: '/b' })).statusCode).toBe(302);
    const gone = await call('DELETE', '/api/admin/redirects?path=%2Fb');
    expect(gone.statusCode).toBe(204);
    expect(await stored()).toEqual([]);
    const again = await call('DELETE', '/api/admin/redirects?path=%2Fb');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('No redirect starts at /b');
  });

  it('refuses a redirect to the same path, in the reader’s language, and stores nothing', async () => {
    const res = await add('/same', '/same?tab=1', 301, 'es-ES');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('/same no puede redirigir a sí misma');
    expect(await stored()).toEqual([]);
  });

  it('refuses a loop, two paths long or longer, on adding and on editing', async () => {
    expect((await add('/a', '/b')).statusCode).toBe(201);
    const two = await add('/b', '/a');
    expect(two.statusCode).toBe(422);
    expect(two.json().message).toBe('This redirect would go round in a circle: /b → /a → /b');
    expect((await add('/b', '/c')).statusCode).toBe(201);
    const three = await add('/c', '/a#top', 301, 'az-AZ');
    expect(three.statusCode).toBe(422);
    expect(three.json().message).toBe('Bu yönləndirmə dairə üzrə fırlanardı: /c → /a → /b → /c');
    // Editing the end of the chain to point back at its start is a loop too.
    expect((await add('/c', '/venues')).statusCode).toBe(201);
    const edited = await call('PUT', '/api/admin/redirects?path=%2Fc', { path: '/c', target: '/a' });
    expect(edited.statusCode).toBe(422);
    expect(await stored()).toEqual([
      { path: '/a', target: '/b' },
      { path: '/b', target: '/c' },
      { path: '/c', target: '/venues' },
    ]);
  });

  it('refuses a path that is taken, reserved or not a path, and a target that is not an address', async () => {
    await add('/taken', '/venues');
    const cases: [string, string, number, string][] = [
      ['/taken', '/medals', 409, '/taken already has a redirect: edit that one'],
      ['/admin/redirects', '/venues', 422, '/admin/redirects cannot be redirected'],
      ['/api/x', '/venues', 422, '/api/x cannot be redirected'],
      ['/login', '/venues', 422, '/login cannot be redirected'],
      ['/logo.png', '/venues', 422, '/logo.png cannot be redirected'],
      ['news', '/venues', 422, 'The old path must start with a single /'],
      ['//evil.example', '/venues', 422, 'The old path must start with a single /'],
      ['/x', 'javascript:alert(1)', 422, 'The new address must be a path of the app'],
      ['/x', '//evil.example', 422, 'The new address must be a path of the app'],
    ];
    for (const [path, target, status, message] of cases) {
      const res = await add(path, target);
      expect(res.statusCode, `${path} → ${target}`).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect(await stored()).toEqual([{ path: '/taken', target: '/venues' }]);
  });

  it('answers only admins: a visitor gets 401, a signed-in user 403, and nothing changes', async () => {
    await add('/kept', '/venues');
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/admin/redirects',
      payload: { path: '/x', target: '/venues' },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const [method, url, payload] of [
      ['GET', '/api/admin/redirects', undefined],
      ['POST', '/api/admin/redirects', { path: '/x', target: '/venues' }],
      ['PUT', '/api/admin/redirects?path=%2Fkept', { path: '/kept', target: '/medals' }],
      ['DELETE', '/api/admin/redirects?path=%2Fkept', undefined],
    ] as const) {
      const res = await call(method, url, payload, 'en-US', 'user');
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await stored()).toEqual([{ path: '/kept', target: '/venues' }]);
  });
});
