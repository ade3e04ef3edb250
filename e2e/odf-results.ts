import { expect, type APIRequestContext } from '@playwright/test';
import { odfResult } from '../scripts/odf-result';

/**
 * Results messages for the live tests: an upcoming unit of the seeded youth games with a
 * known start list, and the ODF result messages a results system would send for it.
 */
const DAYS = ['2026-07-17', '2026-07-18', '2026-07-19'];

export type Unit = {
  code: string;
  discipline: string;
  medal: boolean;
  result_status: string;
  schedule_status: string;
};
export type Detail = {
  unit: Unit & { event_name: string };
  start_list: { code: string; type: 'A' | 'T'; name: string; delegation: string }[];
};

export async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

/**
 * An upcoming unit nobody else's test touches: start list known, no results yet, and no
 * medals at stake (an official result there would change the medal table that the
 * medal tests, running beside this one, compare against the API). Tests that run side by
 * side take them from opposite ends: `from: 'last'` starts at the games' last day.
 */
export async function pickUnit(
  request: APIRequestContext,
  from: 'first' | 'last' = 'first',
): Promise<Detail> {
  const order = <T>(list: T[]) => (from === 'first' ? list : [...list].reverse());
  for (const day of order(DAYS)) {
    const { units } = await api<{ units: Unit[] }>(request, `/api/schedule/days/${day}`);
    const upcoming = units.filter(
      (x) => x.result_status === 'START_LIST' && x.schedule_status === 'SCHEDULED' && !x.medal,
    );
    for (const u of order(upcoming)) {
      const detail = await api<Detail>(request, `/api/units/${u.code}`);
      if (detail.start_list.length >= 3 && detail.start_list.length <= 40) return detail;
    }
  }
  throw new Error('no upcoming unit with a start list in the seeded games');
}

export function resultMessage(detail: Detail, version: number, status: string, ranked: Detail['start_list']) {
  return odfResult({ code: detail.unit.code, version, status, ranked, source: 'E2ERES1' });
}
