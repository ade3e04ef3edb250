// The drills' HTTP: one plain request (node:http), JSON answers, the seeded games' units with
// a start list, and their DT_RESULT messages posted to the ODF ingest.
import http from 'node:http';
import { rotatingResult, unitsWithField as findUnitsWithField, type FieldUnit } from '../odf-result';
import { INGEST_KEY } from './common';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

export interface RequestOptions {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  agent?: http.Agent | false;
  timeoutMs?: number;
}

/** One request with node:http (no URL normalisation: the path goes out as given). */
export function request(base: string, opts: RequestOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      base + opts.path,
      { method: opts.method ?? 'GET', headers: opts.headers, agent: opts.agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(opts.timeoutMs ?? 30_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(opts.body);
  });
}

export async function getJson<T>(base: string, p: string): Promise<T> {
  const res = await request(base, { path: p });
  if (res.status !== 200) throw new Error(`GET ${p} answered ${res.status}`);
  return JSON.parse(res.body) as T;
}

// ------------------------------------------------------------------ the games' data

export type { FieldEntry as Competitor, FieldUnit } from '../odf-result';

/** The busiest competition day (most units) of the seeded games. */
export async function busiestDay(base: string): Promise<string> {
  const grid = await getJson<{ days: string[] }>(base, '/api/schedule/grid');
  let best = { day: '', n: -1 };
  for (const day of grid.days) {
    const { units } = await getJson<{ units: unknown[] }>(base, `/api/schedule/days/${day}`);
    if (units.length > best.n) best = { day, n: units.length };
  }
  if (!best.day) throw new Error('no competition day found in /api/schedule/grid');
  return best.day;
}

/** Units with a start list of four or more: their DT_RESULT messages are what the drills ingest. */
export async function unitsWithField(base: string, wanted: number): Promise<FieldUnit[]> {
  const grid = await getJson<{ days: string[] }>(base, '/api/schedule/grid');
  return findUnitsWithField((p) => getJson(base, p), grid.days, wanted);
}

/** A DT_RESULT message (LIVE) for a unit, its order rotated by the version, as bench-live sends. */
export function resultXml(unit: FieldUnit, version: number): string {
  return rotatingResult(unit.code, version, unit.field, 'DRILL');
}

export function postOdf(base: string, xml: string, agent?: http.Agent, timeoutMs = 30_000): Promise<Answer> {
  return request(base, {
    method: 'POST',
    path: '/api/ingest/odf',
    headers: { 'content-type': 'application/xml', 'x-api-key': INGEST_KEY },
    body: xml,
    agent,
    timeoutMs,
  });
}
