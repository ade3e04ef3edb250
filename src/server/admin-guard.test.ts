import { describe, expect, it } from 'vitest';
import { build } from './test/helper';
import { accountToken } from './test-accounts';

/**
 * Who may call a route is decided before its input is looked at: a visitor sending a
 * malformed body to an admin route learns nothing about the schema (401, not 400 with
 * field details), and a logged-in non-admin gets 403.
 */
const app = await build({ INGEST_API_KEY: 'guard-test-ingest-key-0123' });

interface Operation {
  method: string;
  url: string;
}

/** Every admin, desk and ingest operation in the OpenAPI document, with its path filled in. */
async function protectedOperations(): Promise<Operation[]> {
  const doc = (await app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!/^\/api\/(admin|ingest)\//.test(path)) continue;
    for (const method of Object.keys(methods)) {
      // A malformed parameter too: the role must be checked before the params are.
      ops.push({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, 'not-a-valid-code') });
    }
  }
  return ops;
}

const badInput = (op: Operation, headers: Record<string, string>) =>
  app.inject({
    method: op.method as 'POST',
    url: `${op.url}?limit=not-a-number&day=yesterday`,
    payload: op.method === 'GET' ? undefined : { rows: 'not a list', entries: 7, schedule_status: 42 },
    headers,
  });

describe('the ODF ingest', () => {
  it('answers a visitor 401 before it looks at the body or its type', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/ingest/odf',
      payload: 'not xml at all',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INGEST_UNAUTHORIZED');
  });
});

describe('admin, desk and ingest routes check the role before validating input', async () => {
  const ops = await protectedOperations();
  const token = await accountToken(app, 'plain.user', 'user');

  it('covers the write routes of the desk, the content admin and the ingest', () => {
    const names = ops.map((o) => `${o.method} ${o.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'PATCH /api/admin/units/not-a-valid-code/status',
        'PUT /api/admin/units/not-a-valid-code/start-list',
        'PUT /api/admin/units/not-a-valid-code/results',
        'POST /api/admin/events/not-a-valid-code/medals/confirm',
        'POST /api/ingest/odf',
        'GET /api/admin/users',
        'POST /api/admin/uploads',
        'GET /api/admin/content',
        'POST /api/admin/content',
        'PUT /api/admin/content/not-a-valid-code',
        'POST /api/admin/content/not-a-valid-code/publish',
        'POST /api/admin/content/reorder',
        'DELETE /api/admin/content/not-a-valid-code',
      ]),
    );
  });

  it.each(ops.map((o) => [`${o.method} ${o.url}`, o] as const))(
    '%s: a visitor gets 401, a user 403',
    async (_name, op) => {
      const anonymous = await badInput(op, {});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().fields).toBeUndefined();
      const user = await badInput(op, { authorization: `Bearer ${token}` });
      expect(user.statusCode).toBe(op.url.startsWith('/api/ingest/') ? 401 : 403);
      expect(user.json().fields).toBeUndefined();
    },
  );
});
