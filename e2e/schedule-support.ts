import { expect } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

// What the schedule and unit specs share: codes of the seeded youth games and API readers.

export const DAY = '2026-07-16';
export const BKB_MATCH = 'BKBMTEAM----D1--------PREL000100--';
export const RELAY = 'ATHM4X400M--D1--------FNL-000100--';

export async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

export type Unit = {
  code: string;
  event_name: string;
  name: string;
  start_at: string;
  medal: boolean;
  discipline: string;
};
export type Item = { id: number; type: string; title: string; start_at: string };
export type Grid = {
  days: string[];
  rows: {
    discipline: string | null;
    cells: { day: string; units: number; medal_units: number; items: number }[];
  }[];
};

export function timeIn(iso: string, zone: string) {
  return new Intl.DateTimeFormat('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(new Date(iso));
}

export async function gridCell(page: Page, discipline: string, day: string) {
  return page.locator(`[data-testid="grid-row"][data-discipline="${discipline}"] td[data-day="${day}"]`);
}
