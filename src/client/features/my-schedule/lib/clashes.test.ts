import { describe, expect, it } from 'vitest';
import { clashes } from './clashes';

const unit = (code: string, start: string, end: string, schedule_status = 'SCHEDULED') => ({
  code,
  start_at: `2026-07-16T${start}:00Z`,
  end_at: `2026-07-16T${end}:00Z`,
  schedule_status,
});

describe('clashes', () => {
  it('marks overlapping units both ways, not units that only touch or are cancelled', () => {
    const list = [
      unit('A', '10:00', '11:00'),
      unit('B', '10:30', '11:30'),
      unit('C', '11:30', '12:00'),
      unit('D', '10:15', '10:45', 'CANCELLED'),
    ];
    const found = clashes(list);
    expect(found.get('A')!.map((u) => u.code)).toEqual(['B']);
    expect(found.get('B')!.map((u) => u.code)).toEqual(['A']);
    expect(found.has('C')).toBe(false);
    expect(found.has('D')).toBe(false);
  });
});
