import { beforeAll, expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { build } from './helper';

/**
 * An app on the seeded youth demo games (seed 1), for tests that read the public API; the
 * readers check a status and a body in one call.
 */
export async function seededGames() {
  const app = await build({}, false, 'demo-games');
  beforeAll(() => app.publicCache.refresh(), 120_000);

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function json<T = any>(url: string): Promise<T> {
    const res = await get(url);
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    return res.json() as T;
  }
  function expect404(res: LightMyRequestResponse, message: RegExp) {
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(message);
  }
  return { app, get, json, expect404 };
}
