import { describe, expect, it } from 'vitest';
import type { UnitSummary } from '../../../../shared/contracts/schedule';
import { foldFinished, liveOnly, mergeByTime, nowIndex } from './day-rows';

function unit(code: string, start: string, status: UnitSummary['schedule_status']): UnitSummary {
  return {
    code,
    event_code: 'E',
    discipline: 'JUD',
    name: code,
    names: {},
    event_name: code,
    start_at: `2026-07-16T${start}:00Z`,
    end_at: `2026-07-16T${start}:00Z`,
    logical_day: '2026-07-16',
    venue_code: 'V',
    venue_name: null,
    location: 'V',
    schedule_status: status,
    result_status: status === 'FINISHED' ? 'OFFICIAL' : 'START_LIST',
    medal: false,
    start_text: null,
    updated_at: '2026-07-16T00:00:00Z',
  };
}
const hour = (iso: string) => iso.slice(11, 13);
const now = Date.parse('2026-07-16T14:30:00Z');
const units = [
  unit('A', '07:00', 'FINISHED'),
  unit('B', '07:30', 'FINISHED'),
  unit('C', '08:00', 'CANCELLED'),
  unit('D', '13:00', 'FINISHED'),
  unit('E', '13:40', 'RUNNING'),
  unit('F', '14:00', 'SCHEDULED_BREAK'),
  unit('G', '16:00', 'SCHEDULED'),
];
const weighIn = {
  id: 1,
  type: 'weighting' as const,
  title: 'Weigh-in',
  discipline: 'JUD',
  venue_code: null,
  venue_name: null,
  start_at: '2026-07-16T06:00:00Z',
  end_at: '2026-07-16T06:30:00Z',
  logical_day: '2026-07-16',
};

describe('foldFinished', () => {
  const entries = mergeByTime(units, [weighIn]);

  it('folds the finished hours into one row and keeps an hour with a unit still on', () => {
    const rows = foldFinished(entries, now, hour, new Set());
    // The weigh-in and 07–08 folded; the 13:00 hour holds E, still running.
    expect(rows.map((r) => (r.kind === 'fold' ? `fold:${r.count}` : r.key))).toEqual([
      'fold:4',
      'D',
      'E',
      'F',
      'G',
    ]);
  });

  it('unfolds the rows of a fold the reader opened, after its row', () => {
    const rows = foldFinished(entries, now, hour, new Set(['item-1']));
    expect(rows.map((r) => r.key)).toEqual(['fold-item-1', 'item-1', 'A', 'B', 'C', 'D', 'E', 'F', 'G']);
  });

  it('opens at the first live unit', () => {
    const rows = foldFinished(entries, now, hour, new Set());
    expect(rows[nowIndex(rows, now)]!.key).toBe('E');
  });
});

describe('liveOnly', () => {
  it('keeps the units on now and nothing else', () => {
    expect(liveOnly(mergeByTime(units, [weighIn])).map((e) => e.key)).toEqual(['E', 'F']);
  });
});
